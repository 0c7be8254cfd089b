// The notifications port's contract against the memory fake (the emulator runs it in notifications.firestore.api.test.ts).
import { notificationsContract } from './contracts/notifications.contract.js';
import { memoryNotifications } from './memory-notifications.js';

notificationsContract('memory', async () => {
  const accounts: Record<string, string> = {};
  return {
    notifications: memoryNotifications(accounts),
    account: async (uid, email) => void (accounts[email] = uid),
  };
});
