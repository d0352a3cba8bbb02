"""State systems the ministry does not own: one interface each, a sandbox on seeded data and a real HTTP client."""
