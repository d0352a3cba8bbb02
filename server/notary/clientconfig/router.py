from fastapi import APIRouter
from pydantic import AwareDatetime, BaseModel, Field

from notary.core import clock
from notary.core.errors import error_responses
from notary.core.settings import get_settings

router = APIRouter(tags=["client-config"], responses=error_responses(500))


class ClientConfig(BaseModel):
    """What the portal needs to know at start-up; one build serves every deployment."""

    appVersion: str
    sandbox: bool
    helpVideoUrl: str
    mapTileUrl: str
    supportPhone: str
    kioskIdleSeconds: int
    visitMinutes: int = Field(description="the slot grid of registration visits")
    serverTime: AwareDatetime = Field(description="the server's one clock now: today and the hour in Tashkent are its")


@router.get("/client-config", response_model=ClientConfig)
def client_config() -> ClientConfig:
    settings = get_settings()
    return ClientConfig(
        appVersion=settings.app_version,
        sandbox=settings.sandbox,
        helpVideoUrl=settings.help_video_url,
        mapTileUrl=settings.map_tile_url,
        supportPhone=settings.support_phone,
        kioskIdleSeconds=settings.kiosks.idle_seconds,
        visitMinutes=settings.acts.visit_minutes,
        serverTime=clock.now(),
    )
