import { Pending } from '../ui/Pending.tsx';

export const FairOverviewPage = () => <Pending title="Messen" />;
