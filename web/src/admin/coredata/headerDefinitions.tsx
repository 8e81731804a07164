import { Pending } from '../ui/Pending.tsx';

export const HeaderDefinitionListPage = () => <Pending title="Header-Definitionen" />;
export const HeaderDefinitionFormPage = () => <Pending title="Header-Definitionen" />;
