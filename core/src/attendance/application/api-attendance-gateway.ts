import type { ApiClient } from '../../api/api-client.js';
import { ok } from '../../shared/domain/result.js';
import type { AttendanceGateway } from './attendance.gateway.js';

/** The AttendanceGateway over core's typed API client (the session cookie names the member). */
export function createApiAttendanceGateway(api: Pick<ApiClient, 'attendance'>): AttendanceGateway {
  return {
    month: (month) => api.attendance.month(month),
    checkIn: async () => {
      const r = await api.attendance.checkIn();
      return r.ok ? ok(r.value.message) : r;
    },
  };
}
