// `npm run demo`: classifies the example concurso (assets/exemplo-concurso.xlsx) through the same code
// path as `cotas classificar`, writes resultado-exemplo.xlsx in the current folder and prints the same
// readable text per cargo (src/cli/render.ts).
import * as fs from 'fs';
import * as path from 'path';
import { runSpreadsheet } from './planilha';
import { terminalWidth } from './render';

export async function runDemo(
  out: (s: string) => void = (s) => process.stdout.write(s),
  err: (s: string) => void = (s) => process.stderr.write(s),
): Promise<number> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const entrada = path.join(root, 'assets', 'exemplo-concurso.xlsx');
  if (!fs.existsSync(entrada)) {
    err(`O arquivo de exemplo '${entrada}' não existe. Rode "npm run gerar-exemplo" primeiro.\n`);
    return 1;
  }
  const saida = path.resolve(process.cwd(), 'resultado-exemplo.xlsx');
  const r = await runSpreadsheet({ entrada, saida, largura: terminalWidth(), progresso: (m) => err(m + '\n') });
  if (r.code !== 0) {
    err(r.stderr);
    return r.code;
  }
  out(`Exemplo: ${path.relative(process.cwd(), entrada)} (concurso fictício de Pirangi)\n\n`);
  out(r.stdout.replace(/\nListas finais gravadas em .*\n$/, '\n'));
  out(`\nListas finais e memória de cálculo gravadas em ${saida}\n`);
  out('Abra o arquivo no Excel ou no LibreOffice: uma aba por lista (ampla concorrência, cada\n');
  out('grupo, ordem de nomeação) e a aba "Memória de cálculo".\n');
  out(
    `Para conferir depois que o resultado corresponde aos dados: cotas verificar ${path.relative(process.cwd(), entrada)} ${path.relative(process.cwd(), saida)}\n`,
  );
  return 0;
}

if (require.main === module) {
  // `npm run demo | head`: the reader closed the pipe; stop quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  runDemo().then((code) => {
    process.exitCode = code;
  });
}
