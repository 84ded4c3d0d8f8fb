import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// node --import tsx bench/web/antd-cost.ts — what each antd component a public page uses adds to the
// JavaScript, gzipped (level 9) and minified by esbuild, tree-shaken as an app build would. Figures are
// marginal: each row adds one component to everything above it, on top of React and antd's
// ConfigProvider and App (the provider every page renders under). KB are 1,000 bytes.
const webDir = new URL('../../apps/web/', import.meta.url).pathname;

async function gzipSize(code: string): Promise<number> {
  const out = await build({
    stdin: { contents: code, resolveDir: webDir, loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const use = (name: string, from: string) =>
  `import { ${name} as U_${name} } from '${from}'; console.log(U_${name});`;

let code = `import * as R from 'react'; import * as D from 'react-dom/client'; console.log(R, D);`;
let previous = await gzipSize(code);
console.log('| Added | Adds (gzip) | Total (gzip) |');
console.log('| --- | ---: | ---: |');
console.log(`| React + react-dom | ${kb(previous)} | ${kb(previous)} |`);
const steps: [string, string][] = [
  [
    'ConfigProvider + App (theme, CSS-in-JS, message and modal)',
    use('ConfigProvider', 'antd') + use('App', 'antd'),
  ],
  ['Button', use('Button', 'antd')],
  ['Alert', use('Alert', 'antd')],
  ['Space', use('Space', 'antd')],
  ['Input (and Input.Password)', use('Input', 'antd')],
  ['Form', use('Form', 'antd')],
  ['Select (the language switch)', use('Select', 'antd')],
  ['GlobalOutlined icon', use('GlobalOutlined', '@ant-design/icons')],
];
for (const [label, addition] of steps) {
  code += addition;
  const size = await gzipSize(code);
  console.log(`| ${label} | ${kb(size - previous)} | ${kb(size)} |`);
  previous = size;
}
