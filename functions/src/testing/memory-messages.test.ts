// The threads port's contract against the memory fake (the emulator runs it in messages.firestore.api.test.ts).
import { messagesContract } from './contracts/messages.contract.js';
import { memoryThreads } from './memory-messages.js';

messagesContract('memory', async () => ({ threads: memoryThreads() }));
