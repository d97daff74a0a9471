#ifndef CCURLONDEMAND_H
#define CCURLONDEMAND_H
/// libcurl opened on first use (curl_on_demand.c). Whether it has been opened yet: 1 or 0.
int ccurl_on_demand_is_loaded(void);
/// libcurl's own version text ("libcurl/8.x ..."), reached through the forwarders.
const char *curl_version(void);
#endif
