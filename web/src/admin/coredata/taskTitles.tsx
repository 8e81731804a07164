import { Pending } from '../ui/Pending.tsx';

export const TaskTitleListPage = () => <Pending title="Prozessgruppen" />;
export const TaskTitleFormPage = () => <Pending title="Prozessgruppen" />;
