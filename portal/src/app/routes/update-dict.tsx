import { TitledPage } from '@/components/ui/titled-page';
import { DictionaryStatus } from '@/features/dictionaries/components/dictionary-status';

/** Its own chunk: refreshing dictionaries must not load the chart library of the statistics page. */
export const UpdateDictPage = () => (
  <TitledPage page="updateDict">
    <DictionaryStatus />
  </TitledPage>
);
