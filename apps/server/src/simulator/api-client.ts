/** What the simulator reads of an answer: the status and the parsed JSON body (null when none). */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** A signed-in caller of the public HTTP API (the simulator uses nothing else). */
export class ApiClient {
  private constructor(
    readonly baseUrl: string,
    /** The bearer token (the driver's report socket carries it too). */
    readonly token: string,
  ) {}

  /** Signs in once (POST /api/auth/Login); throws with the status when refused. */
  static async signIn(baseUrl: string, username: string, password: string): Promise<ApiClient> {
    const res = await fetch(`${baseUrl}/api/auth/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    return new ApiClient(baseUrl, token);
  }

  async call<T = unknown>(method: 'GET' | 'POST', path: string, body?: object): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
}
