"""Build the `frozen-space` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional spaceflight world: missions (the agencies operating them, the rocket and launch
site, the bodies they go to, the instruments they carry, their crew, the launch year, the
programme they belong to, the mission they follow on from and the company that built the
spacecraft), rockets and their makers, launch sites, agencies, astronauts, instruments and
the labs that built them, countries, and the Solar System bodies with what each orbits.
Country and body names are real; every agency, company, rocket, site, lab, instrument,
astronaut, programme and mission is invented, and so is every fact.

The named core the questions are about is written by hand below; a seeded generator adds
filler Earth-orbit missions (satellites with their own instruments) around it. Relation names
mix styles on purpose (camelCase, snake_case, ALL_CAPS, dotted, a URI and abbreviations), and
one relation (`.../space#builtBy`) links instruments, rockets and spacecraft alike to their
makers. Entity ids are opaque tokens (`sx-3f0a2`) drawn with the seed. Re-running rewrites
the same files.

    python benchmarks/kgqa/frozen-space/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

SEED = 83

ROCKET = "launchVehicle"  # mission -> rocket
SITE = "LAUNCHED_FROM"  # mission -> launch site
OPERATOR = "org.operator"  # mission -> agency
TARGET = "tgt"  # mission -> body
INSTRUMENT = "payload_instr"  # mission -> instrument
BUILT_BY = "http://example.org/space#builtBy"  # instrument, rocket or mission -> maker
CREW = "crew"  # mission -> astronaut
ORBITS = "parentBody"  # body -> body it orbits
COUNTRY = "ctry"  # agency, company, lab or launch site -> country
AFFILIATION = "AFFIL"  # astronaut -> agency
PREDECESSOR = "seq.predecessor"  # mission -> earlier mission it follows on from
LAUNCH_YEAR = "launch_yr"  # mission -> year
PROGRAMME = "inProgram"  # mission -> programme

AGENCIES = {
    "Nordic Space Office": "Norway",
    "Andean Space Agency": "Chile",
    "Hanbit Space Administration": "South Korea",
    "Yamato Orbital Agency": "Japan",
    "Bharat Deep Space Directorate": "India",
    "East African Space Council": "Kenya",
    "Agência Espacial do Cerrado": "Brazil",
    "Boreal Space Authority": "Canada",
    "Southern Cross Space Agency": "Australia",
}
COMPANIES = {
    "Skarstad Rocketworks": "Norway",
    "Condor Propulsión": "Chile",
    "Sejong Launch Systems": "South Korea",
    "Mikazuki Heavy Industries": "Japan",
    "Garuda Aerospace": "India",
    "Kilima Dynamics": "Kenya",
    "Ipê Aeroespacial": "Brazil",
    "Aurora Orbital": "Canada",
    "Wattle Launch Co.": "Australia",
}
LABS = {
    "Tromsø Institute of Space Physics": "Norway",
    "Antofagasta Space Lab": "Chile",
    "Daejeon Planetary Lab": "South Korea",
    "Sendai Optics Laboratory": "Japan",
    "Pune Institute of Planetary Science": "India",
    "Nairobi Astro Instruments": "Kenya",
    "São José Probe Laboratory": "Brazil",
    "Waterloo Centre for Remote Sensing": "Canada",
    "Canberra Deep Instruments": "Australia",
}
SITES = {
    "Andøya Ridge": "Norway",
    "Atacama Launch Complex": "Chile",
    "Seogwi Launch Pad": "South Korea",
    "Kaminoseki Spaceport": "Japan",
    "Sriharikota East": "India",
    "Malindi Sea Platform": "Kenya",
    "Alcântara North": "Brazil",
    "Churchill Range": "Canada",
    "Woomera Field 5": "Australia",
}
# Rocket -> maker
ROCKETS = {
    "Fjellbrann": "Skarstad Rocketworks",
    "Fjellbrann Heavy": "Skarstad Rocketworks",
    "Cóndor-2": "Condor Propulsión",
    "Cóndor-3": "Condor Propulsión",
    "Haneul-1": "Sejong Launch Systems",
    "Kagerou": "Mikazuki Heavy Industries",
    "Kagerou Super": "Mikazuki Heavy Industries",
    "Vayu-4": "Garuda Aerospace",
    "Simba-L": "Kilima Dynamics",
    "Jacarandá": "Ipê Aeroespacial",
    "Northlight": "Aurora Orbital",
    "Bandicoot": "Wattle Launch Co.",
}
# Body -> the body it orbits
BODIES = {
    "Mercury": "Sun",
    "Venus": "Sun",
    "Earth": "Sun",
    "Mars": "Sun",
    "Jupiter": "Sun",
    "Saturn": "Sun",
    "Vesta": "Sun",
    "Psyche": "Sun",
    "Bennu": "Sun",
    "Comet Okafor-Lindqvist": "Sun",
    "Moon": "Earth",
    "Phobos": "Mars",
    "Deimos": "Mars",
    "Io": "Jupiter",
    "Europa": "Jupiter",
    "Ganymede": "Jupiter",
    "Callisto": "Jupiter",
    "Titan": "Saturn",
    "Enceladus": "Saturn",
}
# Instrument -> who built it
INSTRUMENTS = {
    "Lunar Terrain Camera": "Sendai Optics Laboratory",
    "Regolith Neutron Counter": "Daejeon Planetary Lab",
    "Seismic Listener SL-2": "Sendai Optics Laboratory",
    "Dust Sampler Arm": "Mikazuki Heavy Industries",
    "Moonlight Polarimeter": "Daejeon Planetary Lab",
    "GPR-S ground radar": "Pune Institute of Planetary Science",
    "Soil Alpha Spectrometer": "Pune Institute of Planetary Science",
    "Methane Sniffer MS-1": "Pune Institute of Planetary Science",
    "Red Planet Imager": "Sendai Optics Laboratory",
    "Atacama Weather Mast": "Antofagasta Space Lab",
    "Subsurface Heat Probe": "Tromsø Institute of Space Physics",
    "Laser Altimeter LA-7": "Tromsø Institute of Space Physics",
    "Dust Impact Counter": "Antofagasta Space Lab",
    "UHF Relay Transponder": "Nairobi Astro Instruments",
    "Frostsounder": "Tromsø Institute of Space Physics",
    "Boreal MAG": "Waterloo Centre for Remote Sensing",
    "Callisto Thermal Mapper": "Waterloo Centre for Remote Sensing",
    "Haze Nephelometer": "São José Probe Laboratory",
    "Methane Rain Gauge": "São José Probe Laboratory",
    "Plume Mass Spectrometer": "Canberra Deep Instruments",
    "Volcano Thermal Camera": "Waterloo Centre for Remote Sensing",
    "Wattle GRS": "Canberra Deep Instruments",
    "Magnetic Gradiometer": "Pune Institute of Planetary Science",
    "Coma Dust Analyzer": "São José Probe Laboratory",
    "Wide Field Comet Camera": "Sendai Optics Laboratory",
    "Touch-and-Go Sampler": "Daejeon Planetary Lab",
    "Cloud Radar VR-1": "Antofagasta Space Lab",
    "UV Spectrograph": "Sendai Optics Laboratory",
    "Heat Flux Radiometer": "Sendai Optics Laboratory",
    "Crew Biomonitor": "Nairobi Astro Instruments",
    "Aurora Imager": "Tromsø Institute of Space Physics",
    "Forest Canopy Lidar": "São José Probe Laboratory",
    "Sea Ice Altimeter": "Waterloo Centre for Remote Sensing",
}
# Astronaut -> agency
ASTRONAUTS = {
    "Haruto Kiyomizu": "Yamato Orbital Agency",
    "Aoi Nishikawa": "Yamato Orbital Agency",
    "Seo-yeon Baek": "Hanbit Space Administration",
    "Min-jun Cha": "Hanbit Space Administration",
    "Eirik Vatne": "Nordic Space Office",
    "Liv Sandvik": "Nordic Space Office",
    "Annika Holm": "Nordic Space Office",
    "Jonah Whitehorse": "Boreal Space Authority",
    "Maëlle Tremblay": "Boreal Space Authority",
    "Wanjiru Kamau": "East African Space Council",
    "Baraka Odhiambo": "East African Space Council",
    "Amani Tesfaye": "East African Space Council",
    "Arjun Menon": "Bharat Deep Space Directorate",
    "Kavya Raghavan": "Bharat Deep Space Directorate",
    "Lachlan Pryce": "Southern Cross Space Agency",
    "Mia Tuilagi": "Southern Cross Space Agency",
    "Valentina Quispe": "Andean Space Agency",
    "Rafaela Nogueira": "Agência Espacial do Cerrado",
}
LUMEN = "Lumen Program"
RED = "Red Horizon"
OCEAN = "Ocean Worlds Initiative"
SMALL = "Small Bodies Survey"
HABITAT = "Orbital Habitat Program"
# Mission -> (operators, rocket, site, year, targets, instruments, crew, programme or None,
# predecessor or None, spacecraft builder)
Mission = tuple[
    list[str], str, str, str, list[str], list[str], list[str], str | None, str | None, str
]
MISSIONS: dict[str, Mission] = {
    "Selene Pathfinder": (
        ["Yamato Orbital Agency"],
        "Kagerou",
        "Kaminoseki Spaceport",
        "2017",
        ["Moon"],
        ["Lunar Terrain Camera", "Regolith Neutron Counter"],
        [],
        LUMEN,
        None,
        "Mikazuki Heavy Industries",
    ),
    "Selene Lander": (
        ["Yamato Orbital Agency"],
        "Kagerou Super",
        "Kaminoseki Spaceport",
        "2020",
        ["Moon"],
        ["Seismic Listener SL-2", "Dust Sampler Arm"],
        [],
        LUMEN,
        "Selene Pathfinder",
        "Mikazuki Heavy Industries",
    ),
    "Tsukimi Crew 1": (
        ["Yamato Orbital Agency", "Hanbit Space Administration"],
        "Kagerou Super",
        "Kaminoseki Spaceport",
        "2024",
        ["Moon"],
        [],
        ["Haruto Kiyomizu", "Aoi Nishikawa", "Seo-yeon Baek"],
        LUMEN,
        "Selene Lander",
        "Mikazuki Heavy Industries",
    ),
    "Dal-bit Orbiter": (
        ["Hanbit Space Administration"],
        "Haneul-1",
        "Seogwi Launch Pad",
        "2019",
        ["Moon"],
        ["Moonlight Polarimeter", "Regolith Neutron Counter"],
        [],
        LUMEN,
        None,
        "Sejong Launch Systems",
    ),
    "Soma Rover": (
        ["Bharat Deep Space Directorate"],
        "Vayu-4",
        "Sriharikota East",
        "2021",
        ["Moon"],
        ["GPR-S ground radar", "Soil Alpha Spectrometer"],
        [],
        LUMEN,
        None,
        "Garuda Aerospace",
    ),
    "Lohit Orbiter": (
        ["Bharat Deep Space Directorate"],
        "Vayu-4",
        "Sriharikota East",
        "2018",
        ["Mars", "Phobos"],
        ["Methane Sniffer MS-1", "Red Planet Imager"],
        [],
        RED,
        None,
        "Garuda Aerospace",
    ),
    "Veiled Sister": (
        ["Andean Space Agency"],
        "Cóndor-2",
        "Atacama Launch Complex",
        "2020",
        ["Venus"],
        ["Cloud Radar VR-1", "UV Spectrograph"],
        [],
        None,
        None,
        "Condor Propulsión",
    ),
    "Rojo Lander": (
        ["Andean Space Agency"],
        "Cóndor-3",
        "Atacama Launch Complex",
        "2022",
        ["Mars"],
        ["Atacama Weather Mast", "Subsurface Heat Probe"],
        [],
        RED,
        "Veiled Sister",
        "Condor Propulsión",
    ),
    "Deimos Skimmer": (
        ["Andean Space Agency", "Nordic Space Office"],
        "Fjellbrann Heavy",
        "Andøya Ridge",
        "2023",
        ["Deimos", "Phobos", "Mars"],
        ["Laser Altimeter LA-7", "Dust Impact Counter"],
        [],
        RED,
        "Rojo Lander",
        "Skarstad Rocketworks",
    ),
    "Kiboko Mars Relay": (
        ["East African Space Council"],
        "Simba-L",
        "Malindi Sea Platform",
        "2025",
        ["Mars"],
        ["UHF Relay Transponder"],
        [],
        RED,
        None,
        "Kilima Dynamics",
    ),
    "Ice Lantern": (
        ["Nordic Space Office", "Boreal Space Authority"],
        "Fjellbrann Heavy",
        "Andøya Ridge",
        "2021",
        ["Europa", "Ganymede"],
        ["Frostsounder", "Boreal MAG"],
        [],
        OCEAN,
        None,
        "Skarstad Rocketworks",
    ),
    "Ice Lantern II": (
        ["Nordic Space Office"],
        "Fjellbrann Heavy",
        "Andøya Ridge",
        "2026",
        ["Europa", "Callisto"],
        ["Frostsounder", "Callisto Thermal Mapper"],
        [],
        OCEAN,
        "Ice Lantern",
        "Skarstad Rocketworks",
    ),
    "Titan Kite": (
        ["Agência Espacial do Cerrado"],
        "Jacarandá",
        "Alcântara North",
        "2024",
        ["Titan"],
        ["Haze Nephelometer", "Methane Rain Gauge"],
        [],
        OCEAN,
        None,
        "Ipê Aeroespacial",
    ),
    "Geyser Hunter": (
        ["Southern Cross Space Agency", "Boreal Space Authority"],
        "Northlight",
        "Churchill Range",
        "2023",
        ["Enceladus", "Saturn"],
        ["Plume Mass Spectrometer", "Boreal MAG"],
        [],
        OCEAN,
        None,
        "Aurora Orbital",
    ),
    "Io Sentinel": (
        ["Boreal Space Authority"],
        "Northlight",
        "Churchill Range",
        "2020",
        ["Io", "Jupiter"],
        ["Volcano Thermal Camera", "Boreal MAG"],
        [],
        OCEAN,
        None,
        "Aurora Orbital",
    ),
    "Vesta Weaver": (
        ["Southern Cross Space Agency"],
        "Bandicoot",
        "Woomera Field 5",
        "2019",
        ["Vesta"],
        ["Laser Altimeter LA-7", "Wattle GRS"],
        [],
        SMALL,
        None,
        "Wattle Launch Co.",
    ),
    "Iron Heart": (
        ["Bharat Deep Space Directorate", "Southern Cross Space Agency"],
        "Vayu-4",
        "Sriharikota East",
        "2022",
        ["Psyche"],
        ["Wattle GRS", "Magnetic Gradiometer"],
        [],
        SMALL,
        "Vesta Weaver",
        "Garuda Aerospace",
    ),
    "Comet Chaser": (
        ["Agência Espacial do Cerrado"],
        "Jacarandá",
        "Alcântara North",
        "2018",
        ["Comet Okafor-Lindqvist"],
        ["Coma Dust Analyzer", "Wide Field Comet Camera"],
        [],
        SMALL,
        None,
        "Ipê Aeroespacial",
    ),
    "Pebble Courier": (
        ["Hanbit Space Administration"],
        "Haneul-1",
        "Seogwi Launch Pad",
        "2025",
        ["Bennu"],
        ["Touch-and-Go Sampler"],
        [],
        SMALL,
        None,
        "Sejong Launch Systems",
    ),
    "Hermes Shade": (
        ["Yamato Orbital Agency"],
        "Kagerou Super",
        "Kaminoseki Spaceport",
        "2023",
        ["Mercury"],
        ["Heat Flux Radiometer", "Laser Altimeter LA-7"],
        [],
        None,
        None,
        "Mikazuki Heavy Industries",
    ),
    "Harambee-1": (
        ["East African Space Council"],
        "Simba-L",
        "Malindi Sea Platform",
        "2022",
        ["Earth"],
        ["Crew Biomonitor"],
        ["Wanjiru Kamau", "Baraka Odhiambo", "Arjun Menon"],
        HABITAT,
        None,
        "Kilima Dynamics",
    ),
    "Nordlys Crew": (
        ["Nordic Space Office"],
        "Fjellbrann Heavy",
        "Andøya Ridge",
        "2021",
        ["Earth"],
        ["Aurora Imager"],
        ["Eirik Vatne", "Liv Sandvik", "Jonah Whitehorse"],
        HABITAT,
        None,
        "Skarstad Rocketworks",
    ),
    "Nordlys Crew 2": (
        ["Nordic Space Office"],
        "Fjellbrann Heavy",
        "Andøya Ridge",
        "2024",
        ["Earth"],
        [],
        ["Annika Holm", "Liv Sandvik", "Rafaela Nogueira", "Amani Tesfaye"],
        HABITAT,
        "Nordlys Crew",
        "Skarstad Rocketworks",
    ),
    "Kookaburra Crew 1": (
        ["Southern Cross Space Agency"],
        "Bandicoot",
        "Woomera Field 5",
        "2023",
        ["Earth"],
        ["Crew Biomonitor"],
        ["Lachlan Pryce", "Mia Tuilagi", "Maëlle Tremblay"],
        HABITAT,
        None,
        "Wattle Launch Co.",
    ),
    "Vyom Crew": (
        ["Bharat Deep Space Directorate"],
        "Vayu-4",
        "Sriharikota East",
        "2024",
        ["Earth"],
        [],
        ["Arjun Menon", "Kavya Raghavan", "Valentina Quispe"],
        HABITAT,
        None,
        "Garuda Aerospace",
    ),
    "Cerrado Watch": (
        ["Agência Espacial do Cerrado"],
        "Jacarandá",
        "Alcântara North",
        "2019",
        ["Earth"],
        ["Forest Canopy Lidar"],
        [],
        None,
        None,
        "Ipê Aeroespacial",
    ),
    "Ice Count": (
        ["Boreal Space Authority"],
        "Northlight",
        "Churchill Range",
        "2020",
        ["Earth"],
        ["Sea Ice Altimeter"],
        [],
        None,
        None,
        "Aurora Orbital",
    ),
}
YEARS = [str(y) for y in range(2014, 2027)]

# Filler vocabulary: Earth-orbit satellites named word-number, each with one instrument of a
# common kind built by one of the labs.
SATELLITE_WORDS = [
    "Kestrel",
    "Tern",
    "Heron",
    "Plover",
    "Swift",
    "Osprey",
    "Petrel",
    "Lark",
    "Ibis",
    "Merlin",
    "Curlew",
    "Gannet",
]
LAB_SHORT = {
    "Tromsø Institute of Space Physics": "Tromsø",
    "Antofagasta Space Lab": "Antofagasta",
    "Daejeon Planetary Lab": "Daejeon",
    "Sendai Optics Laboratory": "Sendai",
    "Pune Institute of Planetary Science": "Pune",
    "Nairobi Astro Instruments": "Nairobi",
    "São José Probe Laboratory": "São José",
    "Waterloo Centre for Remote Sensing": "Waterloo",
    "Canberra Deep Instruments": "Canberra",
}
INSTRUMENT_KINDS = [
    "multispectral imager",
    "weather sounder",
    "radio beacon",
    "star tracker",
    "ocean colour camera",
    "gravity gradiometer",
    "laser comms terminal",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    # Facts are written by name first; every name becomes an opaque id at the end.
    facts: list[tuple[str, str, str]] = []
    for table in (AGENCIES, COMPANIES, LABS, SITES):
        facts += [(name, COUNTRY, country) for name, country in table.items()]
    facts += [(rocket, BUILT_BY, maker) for rocket, maker in ROCKETS.items()]
    facts += [(body, ORBITS, parent) for body, parent in BODIES.items()]
    facts += [(instrument, BUILT_BY, lab) for instrument, lab in INSTRUMENTS.items()]
    facts += [(person, AFFILIATION, agency) for person, agency in ASTRONAUTS.items()]
    for mission, fields in MISSIONS.items():
        operators, rocket, site, year, targets, instruments, crew, prog, before, maker = fields
        facts += [(mission, OPERATOR, a) for a in operators]
        facts += [(mission, ROCKET, rocket), (mission, SITE, site), (mission, LAUNCH_YEAR, year)]
        facts += [(mission, TARGET, b) for b in targets]
        facts += [(mission, INSTRUMENT, i) for i in instruments]
        facts += [(mission, CREW, p) for p in crew]
        if prog is not None:
            facts.append((mission, PROGRAMME, prog))
        if before is not None:
            facts.append((mission, PREDECESSOR, before))
        facts.append((mission, BUILT_BY, maker))

    # Filler satellites: an agency launches on a rocket from its own country's site (or, one
    # time in four, any site), a maker from anywhere, one or two instruments from a shared
    # pool, and a series of satellites follows on from the previous one.
    country_site = {country: site for site, country in SITES.items()}
    pool = [
        (f"{short} {kind}", lab) for lab, short in LAB_SHORT.items() for kind in INSTRUMENT_KINDS
    ]
    rng.shuffle(pool)
    facts += [(name, BUILT_BY, lab) for name, lab in pool[:34]]
    instrument_pool = [name for name, _ in pool[:34]]
    agencies = sorted(AGENCIES)
    rockets = sorted(ROCKETS)
    sites = sorted(SITES)
    makers = sorted(COMPANIES)
    for word in SATELLITE_WORDS:
        agency = rng.choice(agencies)
        previous = None
        for number in range(1, rng.randint(4, 9)):
            sat = f"{word}-{number}"
            site = country_site[AGENCIES[agency]] if rng.random() < 0.75 else rng.choice(sites)
            facts += [
                (sat, OPERATOR, agency),
                (sat, ROCKET, rng.choice(rockets)),
                (sat, SITE, site),
                (sat, LAUNCH_YEAR, rng.choice(YEARS)),
                (sat, TARGET, "Earth"),
                (sat, BUILT_BY, rng.choice(makers)),
            ]
            n_instruments = 1 if rng.random() < 0.7 else 2
            facts += [(sat, INSTRUMENT, i) for i in rng.sample(instrument_pool, n_instruments)]
            if previous is not None:
                facts.append((sat, PREDECESSOR, previous))
            previous = sat

    return name_facts(facts, rng, range(0x10000, 0xFFFFF), lambda n: f"sx-{n:05x}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
