from fastapi import APIRouter

from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.dictionaries import service
from notary.dictionaries.schemas import Dictionaries, DictionaryVersionPublic

router = APIRouter(prefix="/dict", tags=["dictionaries"], responses=error_responses(404, 500))


@router.get("", response_model=Dictionaries)
def get_dictionaries(session: SessionDep) -> Dictionaries:
    return service.dictionaries(session)


@router.get("/version", response_model=DictionaryVersionPublic)
def get_version(session: SessionDep) -> DictionaryVersionPublic:
    return service.version(session)
