// Every sentence the engine writes, in pt-BR, apart from the decisions: classify.ts and the modules it
// calls decide and hand over data (counts, lists, fills, warnings' facts, outcomes); these modules
// only say what was decided and which article says so. The phrases that name a modality are in
// vocabulary.ts, the numbers, lists and dates in text.ts.
export { basisSentence, readingSentence, countsText, reserveSentence, sequenceSentence, writtenRuleSentences } from './counts';
export { listSentences, standingSentences } from './lists';
export {
  allocationSentences,
  entryExplanation,
  orderSentence,
  type SlotDifference,
  positionSentence,
  reserveArticle,
  resultSentence,
  vacantPositionSentence,
} from './nomination';
export { divergentExplanation, historySentences } from './history';
export { outcomeDescription } from './outcome';
export type { OutcomeFacts } from './outcome';
export { MAX_TIES_IN_TEXT, reserveTiesMessage, tieBrokenSentence, tieMessage, tiesBrokenElsewhereSentence } from './ties';
export { warning, warningLine } from './warnings';
