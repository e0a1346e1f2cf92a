/**
 * What a product without a photo is drawn as (the kit's `PictureDrawing`): its kind of pack or food,
 * read from the English names of its subcategory, then its own name, then its category (the
 * catalogue's names, e.g. "Yoghurt", "Lactose-free whole milk", "Dairy & eggs"). The first rule
 * that matches wins, so the specific kinds come before the general ones ("Milk chocolate" is a
 * chocolate, "Crispbread" bread, "Pizza & tarts" a meal). Nothing matching draws the neutral pack.
 */
import type { Category, Product } from '@diet/domain';
import type { PictureDrawing } from '@diet/ui/product-card';

const RULES: readonly (readonly [RegExp, PictureDrawing])[] = [
  [
    /pizza|soup|sauce|condiment|ready|meal|dish|tofu|tempeh|burger|mince|meat|cold cut|plant-based piece/,
    'bowl',
  ],
  // Eggs have no drawing of their own: the neutral pack, not the milk carton of their shelf (whose
  // name, "Dairy & eggs", still draws the carton).
  [/^(?!.*dairy).*\beggs?\b/, 'pack'],
  [/chocolate|cocoa/, 'chocolate'],
  [/biscuit|cookie|cracker/, 'biscuit'],
  [/crispbread|rusk|bread|bakery|pastr|cake|tart|croissant|toast|roll\b/, 'bread'],
  [/cheese|emmental|gruy[eè]re|mozzarella|feta/, 'cheese'],
  [/yog|dessert|cream|butter|quark|pudding/, 'pot'],
  [/muesli|porridge|cereal|breakfast|granola|flakes/, 'cereal'],
  [/jam|spread|honey|syrup/, 'jar'],
  [/pasta|spaghetti|penne|noodle|fusilli|macaroni/, 'pasta'],
  [/rice|flour|grain|pulse|lentil|bean|quinoa|polenta|couscous|\boats?\b/, 'grains'],
  [/crisp|chip|snack|sweet|gum|cand|nut/, 'crisps'],
  [/coffee|\btea\b/, 'cup'],
  [/milk|dairy|plant drink|juice/, 'carton'],
  [/water|drink|soda|lemonade|beverage/, 'bottle'],
  [/fruit|apple|banana|berr|orange|pear\b/, 'apple'],
  [/veg|salad|carrot|tomato|potato/, 'carrot'],
];

/** The drawing a name asks for, if any. */
export function drawingOfName(name: string | null | undefined): PictureDrawing | undefined {
  const folded = name?.toLowerCase() ?? '';
  if (!folded) return undefined;
  return RULES.find(([pattern]) => pattern.test(folded))?.[1];
}

/** The drawing of a product, from its subcategory, its name, then its category. */
export function productDrawing(
  product: Pick<Product, 'name_en' | 'category_id' | 'subcategory_id'>,
  categories: readonly Category[] | undefined,
): PictureDrawing {
  const category = categories?.find((c) => String(c.id) === String(product.category_id ?? ''));
  const subcategory =
    product.subcategory_id == null
      ? undefined
      : (category?.subcategories ?? categories?.flatMap((c) => c.subcategories) ?? []).find(
          (s) => String(s.id) === String(product.subcategory_id),
        );
  return (
    drawingOfName(subcategory?.name_en) ??
    drawingOfName(product.name_en) ??
    drawingOfName(category?.name_en) ??
    'pack'
  );
}
