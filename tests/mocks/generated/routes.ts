// Stand-in for the site's route table (@generated/routes): no routes, unless a test adds some.
const routes: unknown[] = [];
export default routes;
