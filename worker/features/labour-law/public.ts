// What other features may use of labour-law besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** The check a plan change passes before it is written, and the warnings it answers. */
export { enforceLabourLaw, judgeProposal, labourLawRefusal, type BreachSinks, type CheckTally, type ProposedShift } from './check.service';
export { BreachTally, warningsAnswer } from './summary';
/** The pure rules, for the automatic rota's engine (worker/features/rota/engine): it judges each person's plan with them. */
export { evaluatePerson, type Breach, type LawSettings, type LawShift, type RuleId } from './rules';
