/**
 * A product name as printed ("Dark chocolate 70 %", "Milk drink 2,5 %"), with a no-break space
 * between a number and the percent sign after it, so a line never breaks before "%".
 */
export function keepPercentTogether(text: string): string {
  return text.replace(/(\d)[ \t]+(%|‰)/g, '$1\u00A0$2');
}
