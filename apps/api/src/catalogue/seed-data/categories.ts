/** The seed catalogue's categories and subcategories, in display order, named in en/de/fr. */
import type { Retailer, SeedCategory } from './types';

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'dairy',
    names: { en: 'Dairy & eggs', de: 'Milchprodukte & Eier', fr: 'Produits laitiers & œufs' },
    color: '#3b82c4',
    subcategories: [
      { key: 'milk', names: { en: 'Milk', de: 'Milch', fr: 'Lait' } },
      { key: 'yoghurt', names: { en: 'Yoghurt', de: 'Joghurt', fr: 'Yogourt' } },
      { key: 'cheese', names: { en: 'Cheese', de: 'Käse', fr: 'Fromage' } },
      { key: 'butter-cream', names: { en: 'Butter & cream', de: 'Butter & Rahm', fr: 'Beurre & crème' } },
      { key: 'desserts', names: { en: 'Dairy desserts', de: 'Milchdesserts', fr: 'Desserts lactés' } },
    ],
  },
  {
    key: 'bakery',
    names: { en: 'Bakery', de: 'Brot & Backwaren', fr: 'Pain & viennoiseries' },
    color: '#c07a2c',
    subcategories: [
      { key: 'bread', names: { en: 'Bread', de: 'Brot', fr: 'Pain' } },
      { key: 'pastries', names: { en: 'Pastries', de: 'Gebäck', fr: 'Viennoiseries' } },
      { key: 'cakes', names: { en: 'Cakes & tarts', de: 'Kuchen & Torten', fr: 'Gâteaux & tartes' } },
      {
        key: 'crispbread',
        names: { en: 'Crispbread & rusks', de: 'Knäckebrot & Zwieback', fr: 'Pain croustillant & biscottes' },
      },
    ],
  },
  {
    key: 'pasta-grains',
    names: { en: 'Pasta, rice & grains', de: 'Teigwaren, Reis & Getreide', fr: 'Pâtes, riz & céréales' },
    color: '#d9a514',
    subcategories: [
      { key: 'pasta', names: { en: 'Pasta', de: 'Teigwaren', fr: 'Pâtes' } },
      { key: 'rice', names: { en: 'Rice', de: 'Reis', fr: 'Riz' } },
      { key: 'flour', names: { en: 'Flour & baking', de: 'Mehl & Backen', fr: 'Farine & pâtisserie' } },
      {
        key: 'grains-pulses',
        names: { en: 'Grains & pulses', de: 'Getreide & Hülsenfrüchte', fr: 'Céréales & légumineuses' },
      },
    ],
  },
  {
    key: 'sweets-snacks',
    names: { en: 'Sweets & snacks', de: 'Süsses & Snacks', fr: 'Douceurs & snacks' },
    color: '#b5386b',
    subcategories: [
      { key: 'chocolate', names: { en: 'Chocolate', de: 'Schokolade', fr: 'Chocolat' } },
      { key: 'biscuits', names: { en: 'Biscuits', de: 'Biscuits & Guetzli', fr: 'Biscuits' } },
      {
        key: 'crisps',
        names: { en: 'Crisps & salty snacks', de: 'Chips & Salzgebäck', fr: 'Chips & apéritif' },
      },
      { key: 'candy', names: { en: 'Sweets & gums', de: 'Bonbons & Fruchtgummi', fr: 'Bonbons & gommes' } },
      {
        key: 'nuts',
        names: { en: 'Nuts & dried fruit', de: 'Nüsse & Trockenfrüchte', fr: 'Noix & fruits secs' },
      },
    ],
  },
  {
    key: 'drinks',
    names: { en: 'Drinks', de: 'Getränke', fr: 'Boissons' },
    color: '#1f9aa8',
    subcategories: [
      { key: 'water', names: { en: 'Mineral water', de: 'Mineralwasser', fr: 'Eau minérale' } },
      { key: 'soft-drinks', names: { en: 'Soft drinks', de: 'Süssgetränke', fr: 'Boissons sucrées' } },
      { key: 'juices', names: { en: 'Juices', de: 'Säfte', fr: 'Jus' } },
      { key: 'coffee-tea', names: { en: 'Coffee & tea', de: 'Kaffee & Tee', fr: 'Café & thé' } },
      { key: 'plant-drinks', names: { en: 'Plant drinks', de: 'Pflanzendrinks', fr: 'Boissons végétales' } },
    ],
  },
  {
    key: 'ready-meals',
    names: { en: 'Ready meals', de: 'Fertiggerichte', fr: 'Plats préparés' },
    color: '#d4532b',
    subcategories: [
      { key: 'soups', names: { en: 'Soups', de: 'Suppen', fr: 'Soupes' } },
      { key: 'pizza', names: { en: 'Pizza & tarts', de: 'Pizza & Wähen', fr: 'Pizzas & tartes salées' } },
      { key: 'dishes', names: { en: 'Ready dishes', de: 'Menüs', fr: 'Plats cuisinés' } },
      {
        key: 'sauces',
        names: { en: 'Sauces & condiments', de: 'Saucen & Würzmittel', fr: 'Sauces & condiments' },
      },
    ],
  },
  {
    key: 'fruit-veg',
    names: { en: 'Fruit & vegetables', de: 'Früchte & Gemüse', fr: 'Fruits & légumes' },
    color: '#4c9a2a',
    subcategories: [
      { key: 'fruit', names: { en: 'Fresh fruit', de: 'Frische Früchte', fr: 'Fruits frais' } },
      { key: 'vegetables', names: { en: 'Fresh vegetables', de: 'Frisches Gemüse', fr: 'Légumes frais' } },
      { key: 'salads', names: { en: 'Salads', de: 'Salate', fr: 'Salades' } },
      { key: 'frozen-veg', names: { en: 'Frozen vegetables', de: 'Tiefkühlgemüse', fr: 'Légumes surgelés' } },
    ],
  },
  {
    key: 'free-from',
    names: { en: 'Free-from', de: 'Free From', fr: 'Sans allergènes' },
    color: '#7a5bc7',
    subcategories: [
      { key: 'gluten-free', names: { en: 'Gluten-free', de: 'Glutenfrei', fr: 'Sans gluten' } },
      { key: 'lactose-free', names: { en: 'Lactose-free', de: 'Laktosefrei', fr: 'Sans lactose' } },
      { key: 'free-from-sweets', names: { en: 'Free-from sweets', de: 'Süsses ohne', fr: 'Douceurs sans' } },
    ],
  },
  {
    key: 'breakfast',
    names: { en: 'Breakfast & cereals', de: 'Frühstück & Cerealien', fr: 'Petit-déjeuner & céréales' },
    color: '#e08a1e',
    subcategories: [
      {
        key: 'muesli',
        names: { en: 'Muesli & porridge', de: 'Müesli & Porridge', fr: 'Birchermüesli & porridge' },
      },
      { key: 'cereals', names: { en: 'Cereals', de: 'Cerealien', fr: 'Céréales du petit-déjeuner' } },
      {
        key: 'spreads',
        names: { en: 'Jams & spreads', de: 'Konfitüren & Aufstriche', fr: 'Confitures & pâtes à tartiner' },
      },
      { key: 'honey', names: { en: 'Honey & syrups', de: 'Honig & Sirup', fr: 'Miel & sirops' } },
    ],
  },
  {
    key: 'meat-alternatives',
    names: { en: 'Meat alternatives', de: 'Fleischalternativen', fr: 'Alternatives à la viande' },
    color: '#2f7d5b',
    subcategories: [
      { key: 'tofu', names: { en: 'Tofu & tempeh', de: 'Tofu & Tempeh', fr: 'Tofu & tempeh' } },
      { key: 'burgers', names: { en: 'Burgers & mince', de: 'Burger & Hack', fr: 'Burgers & haché' } },
      { key: 'pieces', names: { en: 'Plant-based pieces', de: 'Vegane Stücke', fr: 'Morceaux végétaux' } },
      {
        key: 'cold-cuts',
        names: { en: 'Vegetarian cold cuts', de: 'Vegi-Aufschnitt', fr: 'Charcuterie végétarienne' },
      },
    ],
  },
];

export const SEED_RETAILERS: { name: Retailer; logo: string | null }[] = [
  { name: 'Migros', logo: null },
  { name: 'Coop', logo: null },
  { name: 'Denner', logo: null },
  { name: 'Aldi Suisse', logo: null },
  { name: 'Lidl Schweiz', logo: null },
  { name: 'Volg', logo: null },
  { name: 'Manor', logo: null },
];
