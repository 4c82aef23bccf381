// THE workflow every host calls — the CLI's spreadsheet path, the Excel task pane, the Google Sheets
// sidebar, the web page: read the workbook, validate it (the sheet layer's reading, which gives only
// concursos the engine's validation accepts), classify, and write the final lists through a
// WorkbookPort. One validation, one order of problems, one outcome. Host-free: no DOM, no Node, no
// Office. Plan, then apply (plan.ts):
//   analysis.ts       reading and validating (the Validar step), the Dados step's view (data-view.ts)
//   generation.ts     the final lists laid out, the text to hash, what to write and to remove
//   parameters.ts     the Parâmetros sheet written from the form
//   preview.ts        the reserve per cargo under both roundings
//   names.ts          the LAMBDA names (=RESERVA(10))
//   workflow-async.ts the plans executed against an asynchronous port (Excel, the web page)
//   workflow-sync.ts  the same against a synchronous one (Apps Script)
//   acts.ts           the acts of the validity period appended to the Nomeações sheet; new vacancies
//   nominations.ts    the Nomeações step's view: who holds each position, who is to be called now
//   pane.ts           the pane's actions over a port
export { analyseDocument, analyseSheets, concursoToDocument, plainAnalysis } from './analysis';
export type { AnalysisHooks, DocumentAnalysis, FullAnalysis } from './analysis';
export { layOutput, paneAnalysis, planGeneration, planOutput } from './generation';
export type { ComputeRequest, ComputeRunner, ComputedOutput, GenerationPlan } from './generation';
export { planParameters } from './parameters';
export type { AfterParameters, ParametersSaved } from './parameters';
export { reservePreview } from './preview';
export { RESERVE_NAMES, planNames } from './names';
export {
  addReserveNames,
  analyse,
  applyWrite,
  cancelledOutcome,
  computeOutput,
  createRuleSheet,
  generate,
  inlineRunner,
  raiseVacancies,
  recordActs,
  saveParameters,
} from './workflow-async';
export { actProblemsOf, actRows, planAppendActs, planRaiseVacancies } from './acts';
export type { ActEntry, ActsRecorded } from './acts';
export { nominationsView } from './nominations';
export type { CargoNominations, PositionView } from './nominations';
export { CANCELLED_TITLE } from './workflow-async';
export type { Sha256, WorkflowOptions } from './workflow-async';
export { paneActions } from './pane';
export type { PaneOptions } from './pane';
