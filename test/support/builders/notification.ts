import type { NewReminder } from '../../../application/ports/Notifications.ts';

/** A task reminder for a user's booth: by default a 'due' reminder of task t1 at HAB27, booth 4711. */
export class ReminderBuilder {
  #reminder: NewReminder = {
    userId: 'anna@exhibitor.example',
    fairId: 'HAB27',
    boothId: '4711',
    taskId: 't1',
    state: 'due',
    subject: 'Frist',
    body: '<p>Bitte</p>',
  };

  for(userId: string): this {
    return this.#with({ userId });
  }

  aboutBooth(boothId: string, fairId = this.#reminder.fairId): this {
    return this.#with({ boothId, fairId });
  }

  build(): NewReminder {
    return this.#reminder;
  }

  #with(change: Partial<NewReminder>): this {
    this.#reminder = { ...this.#reminder, ...change };
    return this;
  }
}

export const aReminder = (): ReminderBuilder => new ReminderBuilder();
