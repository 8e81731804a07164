import { Pending } from '../ui/Pending.tsx';

export const TeaserListPage = () => <Pending title="Teaser" />;
