import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set by the test before it presses "Try again". */
    __tapcraftRecover?: boolean;
  }
}

/** Throws while rendering until the test allows it, to exercise the crash page. */
function Fault(): ReactNode {
  if (typeof window !== 'undefined' && !window.__tapcraftRecover) {
    throw new Error('Deliberate failure for the crash-page test');
  }
  return <p>Recovered after Try again.</p>;
}

export default function CrashingPage(): ReactNode {
  return (
    <Layout title="Crash test" description="A page that fails on purpose, for the crash-page test.">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <Fault />
      </main>
    </Layout>
  );
}
