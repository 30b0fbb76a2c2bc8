"""Build the `evening-schools` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional network of evening language schools: schools with their town, director, the
association they belong to and their partner schools abroad; partner schools with their city
and cities with their country; courses with the school that runs them, the language, the
level, the tutors, the textbook and the weekday they meet on; textbooks with their publisher
and language, publishers with their city; tutors with their mother tongue, the schools they
teach at, their home town, where they qualified and who mentored them; students with the
courses they are enrolled on, their home town and the exchange trips they went on; exchange
trips with the school that organised them, the partner school that hosted them and their
leader; towns with their region. Every person, place and firm is invented. The schema and the
fixed places are written by hand below; a seeded generator (`random.Random(5454)`) draws the
people's names and the filler facts. The questions are written by hand at the bottom by name
and path; their answers are computed from the graph by `paths.write_questions_by_name` and
checked against the answers written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/evening-schools/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

REGION = "geo:region"
SCHOOL_TOWN = "campus_town"
DIRECTOR = "Director"
ASSOC = "memberOf"
PARTNER = "twinned with"
P_CITY = "city"
CTRY = "ctry"
RUNS_AT = "offered_at"
LANG = "lang"
LEVEL = "CEFR"
TUTOR = "taught by"
BOOK = "uses_textbook"
DAY = "meets on"
PUB = "pub."
BOOK_LANG = "forLanguage"
PUB_CITY = "pub_city"
TONGUE = "L1"
TEACHES_AT = "tutor@"
HOME = "livesIn"
QUAL = "qualified_at"
MENTOR = "mentored by"
ENROLLED = "enrolled[]"
ST_HOME = "home_town"
WENT_ON = "WENT_ON"
ORGANISER = "organisedBy"
HOST = "hosted_by"
LEADER = "trip leader"
INST_TOWN = "inst.loc"

REGIONS = {
    "Lower Avonshire": ["Mardale", "Pennick", "Stowbury", "Wyke Abbas"],
    "Calder Reach": ["Harrowgate End", "Luddenham", "Oakhurst", "Sorby"],
    "The Fenmarch": ["Elmstead", "Fennick Cross", "Quayhithe", "Thursby"],
}
ASSOCIATIONS = ["Evening Languages Guild", "Adult Tongues Network", "Open Classroom Alliance"]
# school -> (town, association)
SCHOOLS = {
    "Mardale Night School of Languages": ("Mardale", "Evening Languages Guild"),
    "Pennick Language Centre": ("Pennick", "Adult Tongues Network"),
    "Stowbury Evening Institute": ("Stowbury", "Evening Languages Guild"),
    "Babel House Harrowgate": ("Harrowgate End", "Open Classroom Alliance"),
    "Luddenham Lingua Club": ("Luddenham", "Adult Tongues Network"),
    "Oakhurst Adult College Languages": ("Oakhurst", "Evening Languages Guild"),
    "Sorby Speakeasy Languages": ("Sorby", "Open Classroom Alliance"),
    "Elmstead Polyglot Evenings": ("Elmstead", "Adult Tongues Network"),
    "Quayhithe Language Loft": ("Quayhithe", "Open Classroom Alliance"),
    "Thursby Community Languages": ("Thursby", "Evening Languages Guild"),
}
COUNTRIES = ["Spain", "France", "Germany", "Italy", "Japan", "Portugal", "Brazil", "Mexico"]
CITIES = {
    "Valladolid": "Spain",
    "Granada": "Spain",
    "Rennes": "France",
    "Tours": "France",
    "Freiburg": "Germany",
    "Bologna": "Italy",
    "Kanazawa": "Japan",
    "Coimbra": "Portugal",
    "Curitiba": "Brazil",
    "Oaxaca": "Mexico",
}
# partner school abroad -> city
PARTNERS = {
    "Escuela Castellana Valladolid": "Valladolid",
    "Instituto Alhambra de Idiomas": "Granada",
    "Maison des Langues de Rennes": "Rennes",
    "Institut de Touraine": "Tours",
    "Sprachschule am Schwabentor": "Freiburg",
    "Scuola Dante Bologna": "Bologna",
    "Kanazawa Nihongo Gakuin": "Kanazawa",
    "Casa de Línguas Coimbra": "Coimbra",
    "Escola Paraná de Português": "Curitiba",
    "Centro Oaxaqueño de Lenguas": "Oaxaca",
}
SCHOOL_PARTNERS = {
    "Mardale Night School of Languages": ["Escuela Castellana Valladolid", "Institut de Touraine"],
    "Pennick Language Centre": ["Sprachschule am Schwabentor"],
    "Stowbury Evening Institute": ["Scuola Dante Bologna", "Instituto Alhambra de Idiomas"],
    "Babel House Harrowgate": ["Kanazawa Nihongo Gakuin", "Maison des Langues de Rennes"],
    "Luddenham Lingua Club": ["Casa de Línguas Coimbra"],
    "Oakhurst Adult College Languages": ["Centro Oaxaqueño de Lenguas", "Institut de Touraine"],
    "Sorby Speakeasy Languages": ["Escola Paraná de Português", "Sprachschule am Schwabentor"],
    "Elmstead Polyglot Evenings": ["Maison des Langues de Rennes"],
    "Quayhithe Language Loft": ["Instituto Alhambra de Idiomas", "Kanazawa Nihongo Gakuin"],
    "Thursby Community Languages": ["Scuola Dante Bologna"],
}
# language -> countries where the partner schools teach it
LANGUAGES = {
    "Spanish": ["Spain", "Mexico"],
    "French": ["France"],
    "German": ["Germany"],
    "Italian": ["Italy"],
    "Japanese": ["Japan"],
    "Portuguese": ["Portugal", "Brazil"],
    "Mandarin": [],
    "Welsh": [],
}
SPOKEN = "officialIn"
LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
PUBLISHERS = {
    "Halden & Crane": "Oakhurst",
    "Editorial Meseta": "Valladolid",
    "Éditions du Quai": "Tours",
    "Lindenverlag": "Freiburg",
    "Sakura Shobo": "Kanazawa",
}
TEXTBOOKS = {
    "¡Adelante! 1": ("Spanish", "Editorial Meseta"),
    "¡Adelante! 2": ("Spanish", "Editorial Meseta"),
    "Puentes Intermedio": ("Spanish", "Halden & Crane"),
    "En Route A1": ("French", "Éditions du Quai"),
    "En Route B1": ("French", "Éditions du Quai"),
    "Parlons Ensemble": ("French", "Halden & Crane"),
    "Schritt für Schritt": ("German", "Lindenverlag"),
    "Deutsch im Alltag": ("German", "Lindenverlag"),
    "Kontakte Plus": ("German", "Halden & Crane"),
    "Passo Dopo Passo": ("Italian", "Halden & Crane"),
    "Caffè Italiano": ("Italian", "Halden & Crane"),
    "Hajime Nihongo": ("Japanese", "Sakura Shobo"),
    "Genki Evenings": ("Japanese", "Sakura Shobo"),
    "Olá Mundo": ("Portuguese", "Halden & Crane"),
    "Conversa Brasileira": ("Portuguese", "Editorial Meseta"),
    "Ni Hao Starter": ("Mandarin", "Halden & Crane"),
    "Chinese Step Up": ("Mandarin", "Halden & Crane"),
    "Cymraeg Nos": ("Welsh", "Halden & Crane"),
}
INSTITUTES = {
    "Calder Teacher Training College": "Sorby",
    "Fenmarch University Linguistics School": "Quayhithe",
    "Avonshire CELTA Centre": "Stowbury",
    "Goethe Tutor Academy Freiburg": "Freiburg",
    "Instituto Cervantes Granada": "Granada",
}
FIRST = [
    "Ana",
    "Ben",
    "Carla",
    "Dev",
    "Elena",
    "Farid",
    "Greta",
    "Hugo",
    "Ines",
    "Jonah",
    "Keiko",
    "Liam",
    "Marta",
    "Nils",
    "Olga",
    "Pavel",
    "Quinn",
    "Rosa",
    "Sam",
    "Tomoko",
    "Ursula",
    "Victor",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Aiden",
    "Beatriz",
    "Colm",
    "Daria",
    "Emil",
]
LAST = [
    "Abernethy",
    "Barros",
    "Castell",
    "Dunmore",
    "Esposito",
    "Fairweather",
    "Gallo",
    "Hensley",
    "Ibarra",
    "Jessop",
    "Kowal",
    "Lindqvist",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Pryce",
    "Quintero",
    "Rudd",
    "Schäfer",
    "Tremain",
    "Ulloa",
    "Vance",
    "Whitlock",
    "Yardley",
    "Zanetti",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5454)
    f: list[tuple[str, str, str]] = []
    towns = [t for ts in REGIONS.values() for t in ts]
    for region, ts in REGIONS.items():
        f += [(t, REGION, region) for t in ts]
    for city, country in CITIES.items():
        f.append((city, CTRY, country))
    for p, city in PARTNERS.items():
        f.append((p, P_CITY, city))
    for lang, countries in LANGUAGES.items():
        f += [(lang, SPOKEN, c) for c in countries]
    for pub, city in PUBLISHERS.items():
        f.append((pub, PUB_CITY, city))
    for book, (lang, pub) in TEXTBOOKS.items():
        f += [(book, BOOK_LANG, lang), (book, PUB, pub)]
    for inst, town in INSTITUTES.items():
        f.append((inst, INST_TOWN, town))
    taken: set[str] = set()
    directors = full_names(rng, FIRST, LAST, len(SCHOOLS), taken)
    tutors = full_names(rng, FIRST, LAST, 38, taken)
    students = full_names(rng, FIRST, LAST, 66, taken)
    schools = list(SCHOOLS)
    for (s, (town, assoc)), d in zip(SCHOOLS.items(), directors, strict=True):
        f += [(s, SCHOOL_TOWN, town), (s, DIRECTOR, d), (s, ASSOC, assoc)]
        f += [(s, PARTNER, p) for p in SCHOOL_PARTNERS[s]]
        f.append((d, HOME, rng.choice(towns)))
    langs = list(LANGUAGES)
    tutor_lang: dict[str, str] = {}
    tutor_schools: dict[str, list[str]] = {}
    for i, t in enumerate(tutors):
        lang = langs[i % len(langs)]
        tutor_lang[t] = lang
        f.append((t, TONGUE, lang if lang != "Welsh" or i % 2 else "English"))
        tutor_schools[t] = rng.sample(schools, 1 + (i % 3 == 0))
        f += [(t, TEACHES_AT, s) for s in tutor_schools[t]]
        f.append((t, HOME, rng.choice(towns)))
        f.append((t, QUAL, rng.choice(sorted(INSTITUTES))))
        if i >= 8 and rng.random() < 0.6:
            f.append((t, MENTOR, rng.choice(tutors[:i])))
    courses: list[str] = []
    books_by_lang: dict[str, list[str]] = {}
    for book, (lang, _) in TEXTBOOKS.items():
        books_by_lang.setdefault(lang, []).append(book)
    for t in tutors:
        lang = tutor_lang[t]
        for s in tutor_schools[t]:
            level = rng.choice(LEVELS[:4] if rng.random() < 0.7 else LEVELS)
            short = s.split()[0]
            name = f"{lang} {level} {short}"
            n = 2
            while name in courses:
                name = f"{lang} {level} {short} ({n})"
                n += 1
            courses.append(name)
            f += [(name, RUNS_AT, s), (name, LANG, lang), (name, LEVEL, level), (name, TUTOR, t)]
            f.append((name, BOOK, rng.choice(books_by_lang[lang])))
            f.append((name, DAY, rng.choice(DAYS)))
            others = [u for u in tutors if tutor_lang[u] == lang and u != t]
            if others and rng.random() < 0.15:
                f.append((name, TUTOR, rng.choice(others)))
    trips: list[str] = []
    trip_partner: dict[str, str] = {}
    for s in schools:
        for p in SCHOOL_PARTNERS[s][: 1 + (len(trips) % 2)]:
            city = PARTNERS[p]
            trip = f"{s.split()[0]} trip to {city}"
            trips.append(trip)
            trip_partner[trip] = s
            f += [(trip, ORGANISER, s), (trip, HOST, p)]
            staff = [t for t in tutors if s in tutor_schools[t]]
            f.append((trip, LEADER, rng.choice(staff)))
    for st in students:
        for c in rng.sample(courses, 1 + (rng.random() < 0.45)):
            f.append((st, ENROLLED, c))
        f.append((st, ST_HOME, rng.choice(towns)))
        if rng.random() < 0.5:
            f.append((st, WENT_ON, rng.choice(trips)))
    return f


F, B = "->", "<-"

QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "es01",
        "which town is Pennick Language Centre in",
        ["Pennick Language Centre"],
        [(SCHOOL_TOWN, F)],
        ["Pennick"],
    ),
    (
        "es02",
        "who's the director at Babel House Harrowgate?",
        ["Babel House Harrowgate"],
        [(DIRECTOR, F)],
        ["Pavel Abernethy"],
    ),
    (
        "es03",
        "Stowbury Evening Institute partner schools abroad",
        ["Stowbury Evening Institute"],
        [(PARTNER, F)],
        ["Instituto Alhambra de Idiomas", "Scuola Dante Bologna"],
    ),
    (
        "es04",
        "who teaches Japanese B2 Oakhurst?",
        ["Japanese B2 Oakhurst"],
        [(TUTOR, F)],
        ["Dev Whitlock"],
    ),
    (
        "es05",
        "what book do they use on the French C2 Mardale course",
        ["French C2 Mardale"],
        [(BOOK, F)],
        ["En Route B1"],
    ),
    ("es06", "what night is Mandarin B1 Sorby", ["Mandarin B1 Sorby"], [(DAY, F)], ["Wednesday"]),
    (
        "es07",
        "Who publishes Schritt für Schritt?",
        ["Schritt für Schritt"],
        [(PUB, F)],
        ["Lindenverlag"],
    ),
    ("es08", "what's Keiko Moreau's native language", ["Keiko Moreau"], [(TONGUE, F)], ["Italian"]),
    (
        "es09",
        "where did hugo barros do his teacher training",
        ["Hugo Barros"],
        [(QUAL, F)],
        ["Goethe Tutor Academy Freiburg"],
    ),
    (
        "es10",
        "Who mentored Jonah Schäfer when he started?",
        ["Jonah Schäfer"],
        [(MENTOR, F)],
        ["Sam Gallo"],
    ),
    (
        "es11",
        "which classes is Farid Abernethy signed up for",
        ["Farid Abernethy"],
        [(ENROLLED, F)],
        ["French B1 Elmstead", "Mandarin A2 Elmstead"],
    ),
    ("es12", "where does Liam Pryce live", ["Liam Pryce"], [(ST_HOME, F)], ["Sorby"]),
    (
        "es13",
        "which school put on the Luddenham trip to Coimbra?",
        ["Luddenham trip to Coimbra"],
        [(ORGANISER, F)],
        ["Luddenham Lingua Club"],
    ),
    (
        "es14",
        "who was in charge of the Sorby trip to Freiburg",
        ["Sorby trip to Freiburg"],
        [(LEADER, F)],
        ["Daria Schäfer"],
    ),
    (
        "es15",
        "schools in the Adult Tongues Network",
        ["Adult Tongues Network"],
        [(ASSOC, B)],
        ["Elmstead Polyglot Evenings", "Luddenham Lingua Club", "Pennick Language Centre"],
    ),
    (
        "es16",
        "Which of the schools here have a partnership with Institut de Touraine?",
        ["Institut de Touraine"],
        [(PARTNER, B)],
        ["Mardale Night School of Languages", "Oakhurst Adult College Languages"],
    ),
    (
        "es17",
        "list the courses at Elmstead Polyglot Evenings",
        ["Elmstead Polyglot Evenings"],
        [(RUNS_AT, B)],
        [
            "French B1 Elmstead",
            "German A2 Elmstead",
            "Mandarin A2 Elmstead",
            "Portuguese C1 Elmstead",
            "Spanish B2 Elmstead",
        ],
    ),
    (
        "es18",
        "who's enrolled in German A1 Luddenham",
        ["German A1 Luddenham"],
        [(ENROLLED, B)],
        ["Colm Vance", "Dev Jessop", "Ursula Yardley"],
    ),
    (
        "es19",
        "Where is Kanazawa Nihongo Gakuin?",
        ["Kanazawa Nihongo Gakuin"],
        [(P_CITY, F)],
        ["Kanazawa"],
    ),
    (
        "es20",
        "which new tutors did Dev Whitlock take under his wing",
        ["Dev Whitlock"],
        [(MENTOR, B)],
        ["Ben Ibarra", "Emil Whitlock", "Farid Ibarra"],
    ),
    # two hops
    (
        "es21",
        "what region is Sorby Speakeasy Languages in?",
        ["Sorby Speakeasy Languages"],
        [(SCHOOL_TOWN, F), (REGION, F)],
        ["Calder Reach"],
    ),
    (
        "es22",
        "cities of Mardale Night School of Languages' sister schools",
        ["Mardale Night School of Languages"],
        [(PARTNER, F), (P_CITY, F)],
        ["Tours", "Valladolid"],
    ),
    (
        "es23",
        "where does the head of Quayhithe Language Loft live",
        ["Quayhithe Language Loft"],
        [(DIRECTOR, F), (HOME, F)],
        ["Elmstead"],
    ),
    (
        "es24",
        "who puts out the coursebook for Spanish B2 Elmstead",
        ["Spanish B2 Elmstead"],
        [(BOOK, F), (PUB, F)],
        ["Editorial Meseta"],
    ),
    (
        "es25",
        "What are the first languages of the tutors at Luddenham Lingua Club?",
        ["Luddenham Lingua Club"],
        [(TEACHES_AT, B), (TONGUE, F)],
        ["German", "Italian", "Japanese", "Portuguese", "Welsh"],
    ),
    (
        "es26",
        "where did the teachers of Portuguese B1 Pennick get qualified",
        ["Portuguese B1 Pennick"],
        [(TUTOR, F), (QUAL, F)],
        ["Avonshire CELTA Centre", "Calder Teacher Training College"],
    ),
    (
        "es27",
        "who teaches Marta Dunmore",
        ["Marta Dunmore"],
        [(ENROLLED, F), (TUTOR, F)],
        ["Elena Yardley", "Jonah Fairweather"],
    ),
    (
        "es28",
        "which schools is Ursula Tremain studying at",
        ["Ursula Tremain"],
        [(ENROLLED, F), (RUNS_AT, F)],
        ["Babel House Harrowgate", "Sorby Speakeasy Languages"],
    ),
    (
        "es29",
        "Which school abroad hosted the trip Tomoko Zanetti went on?",
        ["Tomoko Zanetti"],
        [(WENT_ON, F), (HOST, F)],
        ["Escola Paraná de Português"],
    ),
    (
        "es30",
        "students who went on Quayhithe Language Loft's exchange trips",
        ["Quayhithe Language Loft"],
        [(ORGANISER, B), (WENT_ON, B)],
        [
            "Carla Nakamura",
            "Dev Okafor",
            "Farid Abernethy",
            "Farid Lindqvist",
            "Liam Pryce",
            "Zoe Castell",
        ],
    ),
    (
        "es31",
        "who mentored keiko moreau's mentor?",
        ["Keiko Moreau"],
        [(MENTOR, F), (MENTOR, F)],
        ["Ben Ibarra"],
    ),
    (
        "es32",
        "On which evenings does Daria Schäfer teach?",
        ["Daria Schäfer"],
        [(TUTOR, B), (DAY, F)],
        ["Thursday", "Wednesday"],
    ),
    (
        "es33",
        "textbooks used at Pennick Language Centre",
        ["Pennick Language Centre"],
        [(RUNS_AT, B), (BOOK, F)],
        [
            "Caffè Italiano",
            "Conversa Brasileira",
            "Cymraeg Nos",
            "Deutsch im Alltag",
            "En Route B1",
            "Hajime Nihongo",
            "Passo Dopo Passo",
        ],
    ),
    (
        "es34",
        "where do the learners on Spanish B1 Oakhurst live",
        ["Spanish B1 Oakhurst"],
        [(ENROLLED, B), (ST_HOME, F)],
        ["Harrowgate End", "Mardale", "Sorby", "Stowbury"],
    ),
    (
        "es35",
        "Sprachschule am Schwabentor is in which country",
        ["Sprachschule am Schwabentor"],
        [(P_CITY, F), (CTRY, F)],
        ["Germany"],
    ),
    (
        "es36",
        "which courses use Sakura Shobo books",
        ["Sakura Shobo"],
        [(PUB, B), (BOOK, B)],
        [
            "Japanese A1 Sorby",
            "Japanese B1 Luddenham",
            "Japanese B1 Luddenham (2)",
            "Japanese B1 Pennick",
            "Japanese B2 Babel",
            "Japanese B2 Mardale",
            "Japanese B2 Oakhurst",
        ],
    ),
    (
        "es37",
        "what languages can you learn at Thursby Community Languages",
        ["Thursby Community Languages"],
        [(RUNS_AT, B), (LANG, F)],
        ["Mandarin"],
    ),
    (
        "es38",
        "Tutors who trained at Calder Teacher Training College work at which schools?",
        ["Calder Teacher Training College"],
        [(QUAL, B), (TEACHES_AT, F)],
        [
            "Elmstead Polyglot Evenings",
            "Luddenham Lingua Club",
            "Oakhurst Adult College Languages",
            "Pennick Language Centre",
            "Quayhithe Language Loft",
        ],
    ),
    (
        "es39",
        "who led the trips to Maison des Langues de Rennes",
        ["Maison des Langues de Rennes"],
        [(HOST, B), (LEADER, F)],
        ["Jonah Fairweather", "Nils Kowal"],
    ),
    (
        "es40",
        "where's the publisher of Kontakte Plus based?",
        ["Kontakte Plus"],
        [(PUB, F), (PUB_CITY, F)],
        ["Oakhurst"],
    ),
    # three hops
    (
        "es41",
        "What countries are Stowbury Evening Institute's partner schools in?",
        ["Stowbury Evening Institute"],
        [(PARTNER, F), (P_CITY, F), (CTRY, F)],
        ["Italy", "Spain"],
    ),
    (
        "es42",
        "what towns do Beatriz Nakamura's students come from",
        ["Beatriz Nakamura"],
        [(TUTOR, B), (ENROLLED, B), (ST_HOME, F)],
        ["Fennick Cross", "Harrowgate End", "Luddenham", "Oakhurst", "Stowbury", "Thursby"],
    ),
    (
        "es43",
        "who are the directors of the schools Nils Lindqvist takes classes at",
        ["Nils Lindqvist"],
        [(ENROLLED, F), (RUNS_AT, F), (DIRECTOR, F)],
        ["Pavel Abernethy", "Ursula Okafor"],
    ),
    (
        "es44",
        "the school that organised Beatriz Ibarra's exchange trip belongs to which network?",
        ["Beatriz Ibarra"],
        [(WENT_ON, F), (ORGANISER, F), (ASSOC, F)],
        ["Evening Languages Guild"],
    ),
    (
        "es45",
        "what city was the host school in for the trip Hugo Barros led",
        ["Hugo Barros"],
        [(LEADER, B), (HOST, F), (P_CITY, F)],
        ["Granada"],
    ),
    (
        "es46",
        "where did the tutors of Ana Vance's courses train",
        ["Ana Vance"],
        [(ENROLLED, F), (TUTOR, F), (QUAL, F)],
        ["Calder Teacher Training College", "Fenmarch University Linguistics School"],
    ),
    (
        "es47",
        "towns of the schools that sent trips to Scuola Dante Bologna",
        ["Scuola Dante Bologna"],
        [(HOST, B), (ORGANISER, F), (SCHOOL_TOWN, F)],
        ["Stowbury", "Thursby"],
    ),
    (
        "es48",
        "Who publishes the books Tomoko Schäfer teaches from?",
        ["Tomoko Schäfer"],
        [(TUTOR, B), (BOOK, F), (PUB, F)],
        ["Sakura Shobo"],
    ),
    (
        "es49",
        "mother tongue of the mentors of whoever teaches German A1 Luddenham",
        ["German A1 Luddenham"],
        [(TUTOR, F), (MENTOR, F), (TONGUE, F)],
        ["Portuguese", "Spanish"],
    ),
    (
        "es50",
        "countries where the languages Ines Okafor teaches are official",
        ["Ines Okafor"],
        [(TUTOR, B), (LANG, F), (SPOKEN, F)],
        ["Brazil", "Portugal"],
    ),
    (
        "es51",
        "in which towns do tutors trained at Instituto Cervantes Granada teach",
        ["Instituto Cervantes Granada"],
        [(QUAL, B), (TEACHES_AT, F), (SCHOOL_TOWN, F)],
        [
            "Elmstead",
            "Harrowgate End",
            "Luddenham",
            "Mardale",
            "Oakhurst",
            "Pennick",
            "Quayhithe",
            "Sorby",
            "Stowbury",
        ],
    ),
    (
        "es52",
        "what else do Keiko Lindqvist's teachers teach?",
        ["Keiko Lindqvist"],
        [(ENROLLED, F), (TUTOR, F), (TUTOR, B)],
        [
            "Japanese A1 Sorby",
            "Japanese B1 Luddenham",
            "Japanese B2 Babel",
            "Mandarin A2 Elmstead",
            "Mandarin B1 Sorby",
            "Mandarin B2 Babel",
        ],
    ),
    (
        "es53",
        "directors of the language schools in Lower Avonshire",
        ["Lower Avonshire"],
        [(REGION, B), (SCHOOL_TOWN, B), (DIRECTOR, F)],
        ["Farid Moreau", "Ines Zanetti", "Ursula Okafor"],
    ),
    (
        "es54",
        "Which partner schools hosted trips led by tutors from Stowbury Evening Institute?",
        ["Stowbury Evening Institute"],
        [(TEACHES_AT, B), (LEADER, B), (HOST, F)],
        ["Instituto Alhambra de Idiomas", "Scuola Dante Bologna"],
    ),
    (
        "es55",
        "which regions are the people who went on the Babel trip to Rennes from",
        ["Babel trip to Rennes"],
        [(WENT_ON, B), (ST_HOME, F), (REGION, F)],
        ["Calder Reach", "Lower Avonshire"],
    ),
    # not in the graph
    ("es56", "who runs the Brixham School of Languages?", 1),
    ("es57", "which textbook does Russian A2 Kelso use", 1),
    ("es58", "where does the tutor Magnus Feeney live", 1),
    ("es59", "partner schools of Lingua Viva Torino", 1),
    ("es60", "when does korean B1 dunwich meet", 1),
    # relations the graph lacks
    ("es61", "how much does French C2 Mardale cost?", ["French C2 Mardale"], 1, "course fee"),
    (
        "es62",
        "phone number for Pennick Language Centre",
        ["Pennick Language Centre"],
        1,
        "phone number",
    ),
    ("es63", "how old is Farid Tremain", ["Farid Tremain"], 1, "age"),
    (
        "es64",
        "When was Babel House Harrowgate founded?",
        ["Babel House Harrowgate"],
        1,
        "founding year",
    ),
    (
        "es65",
        "how many learners can Quayhithe Language Loft take",
        ["Quayhithe Language Loft"],
        1,
        "capacity",
    ),
    ("es66", "what room is Japanese B2 Mardale in", ["Japanese B2 Mardale"], 1, "classroom"),
    (
        "es67",
        "what dates was the Stowbury trip to Bologna",
        ["Stowbury trip to Bologna"],
        1,
        "trip dates",
    ),
    ("es68", "who wrote Genki Evenings?", ["Genki Evenings"], 1, "author"),
    (
        "es69",
        "who was Beatriz Lindqvist's mentor",
        ["Beatriz Lindqvist"],
        1,
        "none for entity: mentored by",
    ),
    (
        "es70",
        "which courses is Wendy Dunmore enrolled on",
        ["Wendy Dunmore"],
        1,
        "none for entity: enrolled[]",
    ),
    (
        "es71",
        "what schools does Hugo Yardley teach at",
        ["Hugo Yardley"],
        1,
        "none for entity: tutor@",
    ),
    (
        "es72",
        "who's the director of Scuola Dante Bologna",
        ["Scuola Dante Bologna"],
        1,
        "none for entity: Director",
    ),
    ("es73", "what level is Cymraeg Nos for", ["Cymraeg Nos"], 1, "none for entity: CEFR"),
    (
        "es74",
        "where did Ines Zanetti qualify as a teacher?",
        ["Ines Zanetti"],
        1,
        "none for entity: qualified_at",
    ),
    (
        "es75",
        "which exchange trips has Carla Ibarra been on",
        ["Carla Ibarra"],
        1,
        "none for entity: WENT_ON",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5455), range(10000), "{:04d}^ls")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
