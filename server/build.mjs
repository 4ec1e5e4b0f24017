// Bundles the server into dist/main.js and its commands into dist/create-admin.js and
// dist/storage-migrate.js
// (packages stay external in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The shared domain package is TypeScript source: bundle it in.
  external: [],
  alias: {},
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@espasyo\/domain/ }, async (args) => {
          const r = await b.resolve(args.path.replace('@espasyo/domain', '../domain/src/index'), {
            kind: args.kind,
            resolveDir: process.cwd(),
          });
          return args.path === '@espasyo/domain'
            ? r
            : b.resolve(args.path.replace('@espasyo/domain/', '../domain/src/'), {
                kind: args.kind,
                resolveDir: process.cwd(),
              });
        });
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
