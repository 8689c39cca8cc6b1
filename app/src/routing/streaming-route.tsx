import { StreamingPage, useScopedViewModel } from '@bet/ui';
import { streamingFeature } from '../container/streaming.module.js';
import { useFeature } from './app-services-context.js';

/** /streaming and /stream (the same screen): one view model per visit, disposed on leaving. */
export function StreamingRoute() {
  const createStreaming = useFeature(streamingFeature);
  const streaming = useScopedViewModel(createStreaming);
  return <StreamingPage viewModel={streaming} />;
}
