/** The message gate: does a message tell a private domain fact at all (docs/message-gate.md)? */
export {
  gateProbability,
  messageFeatures,
  parseMessageGate,
  serializeMessageGate,
  type MessageGate,
  type MessageGateFile,
} from './head.ts';
