// usage: STEPS="goto:/dashboard,search:milk,shot:name" node e2e/walk.tmp.mjs <lang> <width>
import { chromium } from 'playwright';
const [lang = 'en', width = '375'] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://127.0.0.1:5173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 812 }, locale: lang });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.evaluate((l) => localStorage.setItem('lang_code', l === 'en' ? 'EN' : l.toUpperCase()), lang);
await page.goto(base + '/login');
await page.locator('input[autocomplete="username"], input[name="identifier"], input[type="text"]').first().fill('demo');
await page.locator('input[type="password"]').first().fill('Demo1234!');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 });
let n = 0;
for (const step of (process.env.STEPS ?? '').split(',').filter(Boolean)) {
  const [kind, ...rest] = step.split(':');
  const arg = rest.join(':');
  if (kind === 'goto') await page.goto(base + arg);
  else if (kind === 'search') { const s = page.getByRole('searchbox').first(); await s.fill(arg); await s.press('Enter'); }
  else if (kind === 'role') { const [r, name] = arg.split('='); await page.getByRole(r, { name }).first().click(); }
  else if (kind === 'text') await page.getByText(arg).first().click();
  else if (kind === 'card') await page.locator('[data-slot="product-card"]').nth(Number(arg)).locator('button, a').first().click();
  else if (kind === 'scroll') await page.mouse.wheel(0, Number(arg));
  else if (kind === 'wait') await page.waitForTimeout(Number(arg));
  else if (kind === 'shot') { await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/walk/${arg || n}-${lang}-${width}.png`, fullPage: !!process.env.FULL }); n++; }
}
await browser.close();
