import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { ConfigError, readConfig } from './src/config/env';

const port = Number(process.env.WEB_PORT ?? 5173);

/** Stops a build, dev server or preview whose `VITE_*` settings are missing or malformed. */
function checkSettings(): Plugin {
  return {
    name: 'diet:check-settings',
    config(_, { mode }) {
      try {
        const settings = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
        // Checked here, handed to the app as one constant: the browser never loads the checker.
        return { define: { __WEB_CONFIG__: JSON.stringify(settings) } };
      } catch (error) {
        if (error instanceof ConfigError) {
          // A plain message, not a stack: the variable's name is what the reader needs.
          process.stderr.write(`\n${error.message}\n\nSee apps/web/README.md ("Settings").\n\n`);
          process.exit(1);
        }
        throw error;
      }
    },
  };
}

export default defineConfig({
  plugins: [checkSettings(), react(), tailwindcss()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
