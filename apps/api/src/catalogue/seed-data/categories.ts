/** The seed catalogue's categories and subcategories, in display order, named in en/de/fr/it. */
import type { Retailer, SeedCategory } from './types';

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    key: 'dairy',
    names: {
      en: 'Dairy & eggs',
      de: 'Milchprodukte & Eier',
      fr: 'Produits laitiers & œufs',
      it: 'Latticini e uova',
    },
    color: '#3b82c4',
    subcategories: [
      { key: 'milk', names: { en: 'Milk', de: 'Milch', fr: 'Lait', it: 'Latte' } },
      { key: 'yoghurt', names: { en: 'Yoghurt', de: 'Joghurt', fr: 'Yogourt', it: 'Yogurt' } },
      { key: 'cheese', names: { en: 'Cheese', de: 'Käse', fr: 'Fromage', it: 'Formaggi' } },
      {
        key: 'butter-cream',
        names: { en: 'Butter & cream', de: 'Butter & Rahm', fr: 'Beurre & crème', it: 'Burro e panna' },
      },
      {
        key: 'desserts',
        names: { en: 'Dairy desserts', de: 'Milchdesserts', fr: 'Desserts lactés', it: 'Dessert al latte' },
      },
    ],
  },
  {
    key: 'bakery',
    names: {
      en: 'Bakery',
      de: 'Brot & Backwaren',
      fr: 'Pain & viennoiseries',
      it: 'Pane e prodotti da forno',
    },
    color: '#c07a2c',
    subcategories: [
      { key: 'bread', names: { en: 'Bread', de: 'Brot', fr: 'Pain', it: 'Pane' } },
      { key: 'pastries', names: { en: 'Pastries', de: 'Gebäck', fr: 'Viennoiseries', it: 'Pasticceria' } },
      {
        key: 'cakes',
        names: { en: 'Cakes & tarts', de: 'Kuchen & Torten', fr: 'Gâteaux & tartes', it: 'Torte e crostate' },
      },
      {
        key: 'crispbread',
        names: {
          en: 'Crispbread & rusks',
          de: 'Knäckebrot & Zwieback',
          fr: 'Pain croustillant & biscottes',
          it: 'Pane croccante e fette biscottate',
        },
      },
    ],
  },
  {
    key: 'pasta-grains',
    names: {
      en: 'Pasta, rice & grains',
      de: 'Teigwaren, Reis & Getreide',
      fr: 'Pâtes, riz & céréales',
      it: 'Pasta, riso e cereali',
    },
    color: '#d9a514',
    subcategories: [
      { key: 'pasta', names: { en: 'Pasta', de: 'Teigwaren', fr: 'Pâtes', it: 'Pasta' } },
      { key: 'rice', names: { en: 'Rice', de: 'Reis', fr: 'Riz', it: 'Riso' } },
      {
        key: 'flour',
        names: {
          en: 'Flour & baking',
          de: 'Mehl & Backen',
          fr: 'Farine & pâtisserie',
          it: 'Farina e pasticceria',
        },
      },
      {
        key: 'grains-pulses',
        names: {
          en: 'Grains & pulses',
          de: 'Getreide & Hülsenfrüchte',
          fr: 'Céréales & légumineuses',
          it: 'Cereali e legumi',
        },
      },
    ],
  },
  {
    key: 'sweets-snacks',
    names: { en: 'Sweets & snacks', de: 'Süsses & Snacks', fr: 'Douceurs & snacks', it: 'Dolci e snack' },
    color: '#b5386b',
    subcategories: [
      { key: 'chocolate', names: { en: 'Chocolate', de: 'Schokolade', fr: 'Chocolat', it: 'Cioccolato' } },
      {
        key: 'biscuits',
        names: { en: 'Biscuits', de: 'Biscuits & Guetzli', fr: 'Biscuits', it: 'Biscotti' },
      },
      {
        key: 'crisps',
        names: {
          en: 'Crisps & salty snacks',
          de: 'Chips & Salzgebäck',
          fr: 'Chips & apéritif',
          it: 'Patatine e snack salati',
        },
      },
      {
        key: 'candy',
        names: {
          en: 'Sweets & gums',
          de: 'Bonbons & Fruchtgummi',
          fr: 'Bonbons & gommes',
          it: 'Caramelle e gommose',
        },
      },
      {
        key: 'nuts',
        names: {
          en: 'Nuts & dried fruit',
          de: 'Nüsse & Trockenfrüchte',
          fr: 'Noix & fruits secs',
          it: 'Frutta secca ed essiccata',
        },
      },
    ],
  },
  {
    key: 'drinks',
    names: { en: 'Drinks', de: 'Getränke', fr: 'Boissons', it: 'Bevande' },
    color: '#1f9aa8',
    subcategories: [
      {
        key: 'water',
        names: { en: 'Mineral water', de: 'Mineralwasser', fr: 'Eau minérale', it: 'Acqua minerale' },
      },
      {
        key: 'soft-drinks',
        names: { en: 'Soft drinks', de: 'Süssgetränke', fr: 'Boissons sucrées', it: 'Bibite' },
      },
      { key: 'juices', names: { en: 'Juices', de: 'Säfte', fr: 'Jus', it: 'Succhi' } },
      {
        key: 'coffee-tea',
        names: { en: 'Coffee & tea', de: 'Kaffee & Tee', fr: 'Café & thé', it: 'Caffè e tè' },
      },
      {
        key: 'plant-drinks',
        names: { en: 'Plant drinks', de: 'Pflanzendrinks', fr: 'Boissons végétales', it: 'Bevande vegetali' },
      },
    ],
  },
  {
    key: 'ready-meals',
    names: { en: 'Ready meals', de: 'Fertiggerichte', fr: 'Plats préparés', it: 'Piatti pronti' },
    color: '#d4532b',
    subcategories: [
      { key: 'soups', names: { en: 'Soups', de: 'Suppen', fr: 'Soupes', it: 'Zuppe' } },
      {
        key: 'pizza',
        names: {
          en: 'Pizza & tarts',
          de: 'Pizza & Wähen',
          fr: 'Pizzas & tartes salées',
          it: 'Pizze e torte salate',
        },
      },
      {
        key: 'dishes',
        names: { en: 'Ready dishes', de: 'Menüs', fr: 'Plats cuisinés', it: 'Piatti cucinati' },
      },
      {
        key: 'sauces',
        names: {
          en: 'Sauces & condiments',
          de: 'Saucen & Würzmittel',
          fr: 'Sauces & condiments',
          it: 'Salse e condimenti',
        },
      },
    ],
  },
  {
    key: 'fruit-veg',
    names: {
      en: 'Fruit & vegetables',
      de: 'Früchte & Gemüse',
      fr: 'Fruits & légumes',
      it: 'Frutta e verdura',
    },
    color: '#4c9a2a',
    subcategories: [
      {
        key: 'fruit',
        names: { en: 'Fresh fruit', de: 'Frische Früchte', fr: 'Fruits frais', it: 'Frutta fresca' },
      },
      {
        key: 'vegetables',
        names: { en: 'Fresh vegetables', de: 'Frisches Gemüse', fr: 'Légumes frais', it: 'Verdura fresca' },
      },
      { key: 'salads', names: { en: 'Salads', de: 'Salate', fr: 'Salades', it: 'Insalate' } },
      {
        key: 'frozen-veg',
        names: {
          en: 'Frozen vegetables',
          de: 'Tiefkühlgemüse',
          fr: 'Légumes surgelés',
          it: 'Verdure surgelate',
        },
      },
    ],
  },
  {
    key: 'free-from',
    names: { en: 'Free-from', de: 'Free From', fr: 'Sans allergènes', it: 'Senza allergeni' },
    color: '#7a5bc7',
    subcategories: [
      {
        key: 'gluten-free',
        names: { en: 'Gluten-free', de: 'Glutenfrei', fr: 'Sans gluten', it: 'Senza glutine' },
      },
      {
        key: 'lactose-free',
        names: { en: 'Lactose-free', de: 'Laktosefrei', fr: 'Sans lactose', it: 'Senza lattosio' },
      },
      {
        key: 'free-from-sweets',
        names: { en: 'Free-from sweets', de: 'Süsses ohne', fr: 'Douceurs sans', it: 'Dolci senza' },
      },
    ],
  },
  {
    key: 'breakfast',
    names: {
      en: 'Breakfast & cereals',
      de: 'Frühstück & Cerealien',
      fr: 'Petit-déjeuner & céréales',
      it: 'Colazione e cereali',
    },
    color: '#e08a1e',
    subcategories: [
      {
        key: 'muesli',
        names: {
          en: 'Muesli & porridge',
          de: 'Müesli & Porridge',
          fr: 'Birchermüesli & porridge',
          it: 'Müesli e porridge',
        },
      },
      {
        key: 'cereals',
        names: {
          en: 'Cereals',
          de: 'Cerealien',
          fr: 'Céréales du petit-déjeuner',
          it: 'Cereali per la colazione',
        },
      },
      {
        key: 'spreads',
        names: {
          en: 'Jams & spreads',
          de: 'Konfitüren & Aufstriche',
          fr: 'Confitures & pâtes à tartiner',
          it: 'Confetture e creme spalmabili',
        },
      },
      {
        key: 'honey',
        names: { en: 'Honey & syrups', de: 'Honig & Sirup', fr: 'Miel & sirops', it: 'Miele e sciroppi' },
      },
    ],
  },
  {
    key: 'meat-alternatives',
    names: {
      en: 'Meat alternatives',
      de: 'Fleischalternativen',
      fr: 'Alternatives à la viande',
      it: 'Alternative alla carne',
    },
    color: '#2f7d5b',
    subcategories: [
      {
        key: 'tofu',
        names: { en: 'Tofu & tempeh', de: 'Tofu & Tempeh', fr: 'Tofu & tempeh', it: 'Tofu e tempeh' },
      },
      {
        key: 'burgers',
        names: { en: 'Burgers & mince', de: 'Burger & Hack', fr: 'Burgers & haché', it: 'Burger e macinato' },
      },
      {
        key: 'pieces',
        names: {
          en: 'Plant-based pieces',
          de: 'Vegane Stücke',
          fr: 'Morceaux végétaux',
          it: 'Bocconcini vegetali',
        },
      },
      {
        key: 'cold-cuts',
        names: {
          en: 'Vegetarian cold cuts',
          de: 'Vegi-Aufschnitt',
          fr: 'Charcuterie végétarienne',
          it: 'Affettati vegetariani',
        },
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
