"""Strings shared by every page: navigation, the language switch, friendly errors."""

TEXT: dict[str, dict[str, str]] = {
    "common.language": {"en": "Language", "nl": "Taal"},
    "common.app_title": {"en": "Regenwormen", "nl": "Regenwormen"},
    "common.error": {
        "en": "That did not work: {why}",
        "nl": "Dat lukte niet: {why}",
    },
}
