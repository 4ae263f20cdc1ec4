#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

namespace inwo::bench {

// Milliseconds since some fixed point, from the monotonic clock.
inline double nowMs()
{
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

// Nearest-rank percentile (p in 0..100) of `samples`; 0 when there are none.
inline double percentile(std::vector<double> samples, double p)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    const auto n = samples.size();
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(n)));
    rank = std::clamp<std::size_t>(rank, 1, n);
    return samples[rank - 1];
}

// Rounded to the microsecond, so the JSON stays readable.
inline double roundMs(double ms)
{
    return std::round(ms * 1000.0) / 1000.0;
}

inline double ratio(double ours, double floor)
{
    if (floor <= 0.0)
        return 0.0;
    return std::round(ours / floor * 1000.0) / 1000.0;
}

} // namespace inwo::bench
