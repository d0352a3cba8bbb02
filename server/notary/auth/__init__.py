"""Who is calling: login sessions (opened by identity's login, rotated on every call, revocable), the roles a person
holds, and the dependencies routers use to ask for a logged-in user or a role. Below every domain."""
