# Sourced on a Linux GPU server that lacks a Vulkan loader and Node: unpacks the carried ones.
# Usage (from the repository root): . bench/gpu-env.sh
for f in .gpu/*.deb; do dpkg -x "$f" /; done
ldconfig
export VK_DRIVER_FILES=${VK_DRIVER_FILES:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
xz -dc .gpu/node.xz > /tmp/node && chmod +x /tmp/node
export PATH=/tmp:$PATH
