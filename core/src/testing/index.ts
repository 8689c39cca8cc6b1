// Fakes of core's ports, published as `@bet/core/testing` for the tests of any front end built on
// core: a view model driven through them runs without a network, a clock or a browser. The
// feature folders' own testing/ fakes and fixtures serve core's suite only and are not published.
export { FakeClock } from '../shared/testing/fake-clock.js';
export { FakeHttp } from '../shared/testing/fake-http.js';
export { MemoryStore } from '../shared/testing/memory-store.js';
export { FakeFrameScheduler } from '../shared/testing/fake-frame-scheduler.js';
