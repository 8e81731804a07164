import { Pending } from '../ui/Pending.tsx';

export const TeaserFormPage = () => <Pending title="Teaser" />;
