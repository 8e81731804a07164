import type { AdminFairTaskInput } from '../../../api/adminApi.ts';

export interface ProcessConfigTabProps {
  readonly tasks: readonly AdminFairTaskInput[];
  readonly onChange: (tasks: AdminFairTaskInput[]) => void;
  readonly error?: string | undefined;
  readonly fairId?: string | undefined;
}

/** TEMPORARY placeholder: the process configuration engineer replaces this file (issue 10). */
export function ProcessConfigTab({ tasks, error }: ProcessConfigTabProps) {
  return (
    <div>
      {error !== undefined && <p className="admin-field-error">{error}</p>}
      <p>{tasks.length} Prozessschritte</p>
    </div>
  );
}
