/** nginx's port is fixed before the cluster starts: Playwright's baseURL is read from the config. */
export const CLUSTER_NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 8291);
export const CLUSTER_CLIENT_DIR = process.env.CLIENT_DIR ?? '.tmp/dist-cluster';
