import path from 'node:path';

import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('architecture boundaries (eslint)', () => {
  it.each([
    [
      'packages/ui/src/components/x/x.tsx',
      "import { INTOLERANCE } from '@diet/domain';\nexport const x = INTOLERANCE;\n",
    ],
    [
      'packages/ui/src/components/x/x.tsx',
      "import { x } from '../../../../apps/web/src/app/app';\nexport const y = x;\n",
    ],
    ['packages/domain/src/x.ts', "import { Button } from '@diet/ui';\nexport const x = Button;\n"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['packages/analysis/src/x.ts', "import { Button } from '@diet/ui/button';\nexport const x = Button;\n"],
    [
      'apps/web/src/x.ts',
      "import { analyzeProduct } from '@diet/analysis';\nexport const x = analyzeProduct;\n",
    ],
    ['apps/web/src/x.ts', "import { createApp } from '../../api/src/app';\nexport const x = createApp;\n"],
    ['apps/api/src/x.ts', "import { App } from '../../web/src/app/app';\nexport const x = App;\n"],
    [
      'apps/web/src/features/auth/x.ts',
      "import { signIn } from 'aws-amplify/auth';\nexport const x = signIn;\n",
    ],
    [
      'apps/web/src/features/auth/x.ts',
      "import { createIdentity } from '../../lib/identity/amplify';\nexport const x = createIdentity;\n",
    ],
    [
      'packages/ui/src/components/x/x.tsx',
      "import { Check } from 'lucide-react';\nexport const x = Check;\n",
    ],
    ['packages/ui/src/lib/x.ts', "import { Check } from 'lucide-react';\nexport const x = Check;\n"],
  ])('given %s importing across a boundary, should report an error', async (file, source) => {
    expect(await importErrors(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'packages/analysis/src/x.ts',
      "import { INTOLERANCE } from '@diet/domain';\nexport const x = INTOLERANCE;\n",
    ],
    ['apps/web/src/x.ts', "import { INTOLERANCE } from '@diet/domain';\nexport const x = INTOLERANCE;\n"],
    ['apps/web/src/x.tsx', "import { Button } from '@diet/ui/button';\nexport const x = Button;\n"],
    ['apps/api/src/x.ts', "import { INTOLERANCE } from '@diet/domain';\nexport const x = INTOLERANCE;\n"],
    [
      'apps/web/src/lib/identity/amplify.ts',
      "import { signIn } from 'aws-amplify/auth';\nexport const x = signIn;\n",
    ],
    ['packages/ui/src/components/icon/glyphs.ts', "export { Check } from 'lucide-react';\n"],
    [
      'packages/ui/src/components/x/x.tsx',
      "import { Check } from '../icon/glyphs.js';\nexport const x = Check;\n",
    ],
  ])('given %s importing along the allowed direction, should report nothing', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});

describe("the web app's house (eslint web/layers)", () => {
  async function layerErrors(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
  }

  it.each([
    ['apps/web/src/features/dashboard/screens/x.tsx', "import { x } from '../../../app/routes';"],
    [
      'apps/web/src/features/dashboard/screens/x.tsx',
      "import { x } from '../../product/api/product-queries';",
    ],
    ['apps/web/src/features/dashboard/x.ts', "export { x } from '../favorites/utils/favorite-list';"],
    [
      'apps/web/src/features/scan/components/x.tsx',
      "const x = () => import('../../quiz/screens/quiz-screen');",
    ],
    ['apps/web/src/shared/components/x.tsx', "import { x } from '../../features/scan/components/scanner';"],
    ['apps/web/src/shared/x.ts', "import { x } from '../app/routes';"],
    ['apps/web/src/lib/query/x.ts', "import { x } from '../../shared/session';"],
    ['apps/web/src/config/x.ts', "import { x } from '../lib/http';"],
    ['apps/web/src/lib/x.test.ts', "vi.mock('../shared/session', () => ({}));"],
  ])('given %s importing against the house (%s), should report it', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const y = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/app/layouts/x.tsx', "import { x } from '../../features/scan/components/scanner';"],
    ['apps/web/src/features/dashboard/screens/x.tsx', "import { x } from '../utils/search-index';"],
    ['apps/web/src/features/dashboard/screens/x.tsx', "import { x } from '../../../shared/session';"],
    ['apps/web/src/shared/api/x.ts', "import { x } from '../../lib/query/client';"],
    ['apps/web/src/lib/x.ts', "import { x } from '../config/routes';"],
    ['apps/web/src/config/x.ts', "import { x } from './routes';"],
  ])('given %s importing downward (%s), should report nothing', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const y = 1;\n`)).toEqual([]);
  });
});
