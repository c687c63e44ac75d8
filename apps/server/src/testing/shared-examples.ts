// The contract's worked examples are the project's own golden fixtures (fixtures/contract-examples).
export { contractExample, contractExamples as sharedExamples, exampleRequest } from '../../../../fixtures/contract-examples/index.ts';
