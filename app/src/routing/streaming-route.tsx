import { StreamingPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /streaming and /stream (the same screen): one view model per visit, disposed on leaving. */
export function StreamingRoute() {
  const { createStreaming } = useAppServices();
  const streaming = useScopedViewModel(createStreaming);
  return <StreamingPage viewModel={streaming} />;
}
