import { Pending } from '../ui/Pending.tsx';

export const TaskDefinitionListPage = () => <Pending title="Prozessschritte" />;
export const TaskDefinitionFormPage = () => <Pending title="Prozessschritte" />;
