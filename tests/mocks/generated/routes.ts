// Stand-in for the site's route table (@generated/routes): no routes.
export default [];
