import { Pending } from '../ui/Pending.tsx';

export const FairWallListPage = () => <Pending title="Interessante Messen" />;
export const FairWallFormPage = () => <Pending title="Interessante Messen" />;
