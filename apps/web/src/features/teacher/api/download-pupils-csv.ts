import '../i18n.ts';
import { currentLanguage } from '@pdr/contract/language';
import { env } from '@/config/env.ts';
import { ApiError, networkErrorMessage } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n.ts';
import { getToken, setToken } from '@/lib/session.ts';

/**
 * GET /api/teacher/groups/{id}/pupils.csv, saved as a file. The call needs the bearer token, so a plain link would
 * not do: the file is fetched and handed to the browser as a download.
 */
export async function downloadPupilsCsv(groupId: number, groupName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}teacher/groups/${groupId}/pupils.csv`, {
      headers: {
        Accept: 'text/csv',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0, networkErrorMessage());
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (response.status === 401 && token) setToken(null);
    throw new ApiError(
      response.status,
      typeof body.message === 'string' ? body.message : i18n._('teacher.errorOccurred'),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${groupName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked well after the click: the browser reads the blob when the download actually starts, which may be
  // after this task (revoking at once cancels it in Chromium).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
