/**
 * A product name as printed ("Dark chocolate 70 %", "Milk drink 2,5 %", "Whole milk 1 l"), with a
 * no-break space between a number and the percent sign or unit after it, so a line never breaks
 * between them.
 */
export function keepPercentTogether(text: string): string {
  return text.replace(/(\d)[ \t]+(%|‰|(?:kg|g|mg|ml|cl|dl|l)(?![\p{L}\p{N}]))/gu, '$1\u00A0$2');
}
