// Peer harness: the official C++ library libmusicbrainz5 (Debian libmusicbrainz5-dev).
//   libmb5_bench parse ITERATIONS FILE...   parse each XML file into CMetadata, ITERATIONS times;
//                                           prints {"bytes": N, "seconds": S} (best pass)
//   libmb5_bench requests COUNT HOST PORT MBID
//                                           COUNT release lookups through CQuery; prints req/s
#include <musicbrainz5/Metadata.h>
#include <musicbrainz5/Query.h>
#include <musicbrainz5/Release.h>
#include <musicbrainz5/xmlParser.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static std::string slurp(const char *path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

int main(int argc, char **argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: libmb5_bench parse N FILE... | requests COUNT HOST PORT MBID\n");
        return 64;
    }
    std::string mode = argv[1];
    if (mode == "parse") {
        int iterations = std::atoi(argv[2]);
        std::vector<std::string> documents;
        size_t bytes = 0;
        for (int i = 3; i < argc; i++) {
            documents.push_back(slurp(argv[i]));
            bytes += documents.back().size();
        }
        double best = 1e30;
        size_t releases = 0;
        for (int pass = 0; pass < iterations; pass++) {
            auto start = std::chrono::steady_clock::now();
            for (const auto &document : documents) {
                XMLResults results;
                XMLNode *top = XMLRootNode::parseString(document, &results);
                if (top && results.code == eXMLErrorNone) {
                    // parseString returns the root element (<metadata>), as CQuery uses it.
                    XMLNode root = top->isEmpty() ? XMLNode::emptyNode() : *top;
                    MusicBrainz5::CMetadata metadata(std::string(root.getName() ? root.getName() : "") == "metadata"
                                                          ? root
                                                          : top->getChildNode("metadata"));
                    if (metadata.Release()) releases++;
                }
                delete top;
            }
            double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (seconds < best) best = seconds;
        }
        std::printf("{\"bytes\": %zu, \"seconds\": %.9f, \"releases\": %zu}\n", bytes, best, releases);
        return 0;
    }
    if (mode == "requests" && argc >= 6) {
        int count = std::atoi(argv[2]);
        MusicBrainz5::CQuery query("mbbench-libmusicbrainz5/1.0 ( benchmarks@example.org )", argv[3], std::atoi(argv[4]));
        MusicBrainz5::CQuery::tParamMap params;
        params["inc"] = "artist-credits labels recordings release-groups media";
        int ok = 0;
        auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < count; i++) {
            MusicBrainz5::CMetadata metadata = query.Query("release", argv[5], "", params);
            if (metadata.Release()) ok++;
        }
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("{\"requests\": %d, \"ok\": %d, \"seconds\": %.6f}\n", count, ok, seconds);
        return ok == count ? 0 : 1;
    }
    std::fprintf(stderr, "unknown mode\n");
    return 64;
}
