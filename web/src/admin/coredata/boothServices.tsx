import { Pending } from '../ui/Pending.tsx';

export const BoothServiceListPage = () => <Pending title="Standleistungen" />;
export const BoothServiceFormPage = () => <Pending title="Standleistungen" />;
