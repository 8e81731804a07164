import { Pending } from '../ui/Pending.tsx';

export const FairSeriesListPage = () => <Pending title="Messe-Reihen" />;
export const FairSeriesFormPage = () => <Pending title="Messe-Reihen" />;
