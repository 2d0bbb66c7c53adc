import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import type { TestGeneral } from '@/lib/storage.ts';
import type { TestQuestions } from '@/lib/decode-questions.ts';
import { useTestQuestions } from '../api/get-test-questions.ts';
import { readTestOnDevice, takeTestOnDevice } from '../api/test-on-device.ts';

export type TestInProgress =
  | { status: 'pending' }
  /** The server has another test or none (another device started one, or it ended): back to the map. */
  | { status: 'gone' }
  /** `version` changes when the server's copy replaces a device copy with other questions: the run restarts. */
  | { status: 'ready'; data: TestQuestions; version: string };

/** Whether `data` is the test this tab started (its type, theme and block). */
export function isTestOf(data: TestQuestions, general: TestGeneral): boolean {
  return (
    data.meta.type === general.type &&
    (data.meta.theme_id ?? 0) === general.theme &&
    data.meta.idx === general.block &&
    data.questions.length > 0
  );
}

const idsOf = (data: TestQuestions) => data.questions.map((q) => q.id).join(',');

/**
 * The test on /test after a reload (decision 149). The server's copy decides, as before; while it is on
 * its way, the copy the device kept when the test began (lib/offline-store) paints the question at once, so a
 * repeat visit on a slow mobile network does not wait a round trip for a screen the device already has. Answers
 * are checked and results sent exactly as with the server's copy.
 */
export function useTestInProgress(general: TestGeneral | undefined, enabled: boolean): TestInProgress {
  const server = useTestQuestions(enabled);
  const device = useQuery({
    queryKey: queryKeys.testOnDevice,
    queryFn: readTestOnDevice,
    // Read beside the route's code on a reload (app/router.tsx): the first render has it.
    initialData: takeTestOnDevice,
    // Read once per page: only a reload paints from it.
    enabled: enabled && server.isPending,
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });
  if (!general) return { status: 'gone' };
  const deviceCopy = device.data && isTestOf(device.data, general) ? device.data : undefined;
  if (server.isError) return { status: 'gone' };
  if (server.data) {
    if (!isTestOf(server.data, general)) return { status: 'gone' };
    // The same questions as the device painted: the run goes on with its place, choice and clock untouched.
    const version = deviceCopy && idsOf(deviceCopy) !== idsOf(server.data) ? 'server' : 'device';
    return { status: 'ready', data: server.data, version };
  }
  return deviceCopy ? { status: 'ready', data: deviceCopy, version: 'device' } : { status: 'pending' };
}
