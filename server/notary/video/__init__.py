"""Video conferences of act visits: rooms on the media server, join tokens, readiness, recordings (docs/video.md)."""
