// The version is kept in three places (package.json, the engine's ENGINE_VERSION printed in every
// Memória de cálculo, and the add-in manifest): they must agree.
import * as fs from 'fs';
import * as path from 'path';
import { ENGINE_VERSION } from '../../src/engine';

const root = path.join(__dirname, '..', '..');

test('a versão do motor, do package.json e do manifesto do suplemento são a mesma', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const manifest = fs.readFileSync(path.join(root, 'manifest.xml'), 'utf8');
  const m = /<Version>([^<]+)<\/Version>/.exec(manifest);
  expect(m).not.toBeNull();
  expect(ENGINE_VERSION).toBe(pkg.version);
  // Office wants four numbers: the package's three and a build number.
  expect(m![1]).toBe(`${pkg.version}.0`);
});
