// Stand-in for the route chunk table (@generated/routesChunkNames): no routes.
export default {};
